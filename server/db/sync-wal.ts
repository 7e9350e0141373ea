/**
 * PGlite runs Postgres with fsync off and its Node file system cannot fsync,
 * so a committed transaction is in the operating system's page cache, not yet
 * on the disk: it survives a killed process, not a power cut. After a write
 * the API has committed, and before it answers, this flushes the write-ahead
 * log segment holding the commit (and the previous one, and the folder, when
 * the log moved to a new segment), which is what Postgres replays on start.
 */
import type { SqlDatabase } from './sql-database.ts';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { databaseDir } from './open-database.ts';

async function fsync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createWalSync(db: SqlDatabase, dataDir: string): () => Promise<void> {
  const walDir = join(databaseDir(dataDir), 'pg_wal');
  let lastSegment: string | undefined;
  return async () => {
    const { rows } = await db.query<{ segment: string }>(
      'select pg_walfile_name(pg_current_wal_lsn()) as segment',
    );
    const segment = rows[0]!.segment;
    if (segment !== lastSegment) {
      if (lastSegment !== undefined) await fsync(join(walDir, lastSegment));
      await fsync(walDir);
    }
    await fsync(join(walDir, segment));
    lastSegment = segment;
  };
}
