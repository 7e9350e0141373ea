/**
 * DATA_DIR holds the password hashes (in PGlite's files and WAL), the JWT
 * secret and the lock: it is private to the account that runs the server.
 * Created 0700; at every start its folders are set to 0700 and its files lose
 * their group and other bits, whatever an older version or a copy left; a
 * folder anyone may write to is refused, since its contents can no longer be
 * trusted. PGlite sets 0666 on the files it creates, whatever the umask, so
 * the database pass runs again once it is open and when it closes; in
 * between, the 0700 folder keeps other accounts out.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
/** Group and other permission bits. */
const SHARED_BITS = 0o077;
const WORLD_WRITABLE_BIT = 0o002;

function octal(mode: number): string {
  return (mode & 0o777).toString(8).padStart(3, '0');
}

function tighten(path: string): void {
  for (const name of readdirSync(path)) {
    const entry = join(path, name);
    const stat = lstatSync(entry);
    // A link's own mode means nothing, and following it could reach files outside DATA_DIR.
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(entry, PRIVATE_DIR_MODE);
      tighten(entry);
    } else if ((stat.mode & SHARED_BITS) !== 0) {
      chmodSync(entry, stat.mode & 0o777 & ~SHARED_BITS);
    }
  }
}

export function protectDataDir(dataDir: string): void {
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stat = lstatSync(dataDir);
  if (!stat.isDirectory()) throw new Error(`DATA_DIR no es una carpeta: ${dataDir}`);
  if ((stat.mode & WORLD_WRITABLE_BIT) !== 0) {
    throw new Error(
      `La carpeta de datos ${dataDir} tiene permisos ${octal(stat.mode)}: cualquier usuario del equipo ` +
        'puede escribir en ella, así que la base de datos y las claves podrían estar alteradas. ' +
        `Revisa su contenido, quita ese permiso (chmod 700 ${dataDir}) y vuelve a arrancar.`,
    );
  }
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dataDir, PRIVATE_DIR_MODE);
  tighten(dataDir);
}
