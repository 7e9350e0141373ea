/**
 * PKCE flow states (GoTrue's auth.flow_state), on disk only: a recovery
 * request with a code challenge creates one, opening the link issues its auth
 * code, and exchanging the code deletes it. Rare operations, so no memory copy.
 */
import type { SqlDatabase } from '../db/sql-database.ts';
import { randomUUID } from 'node:crypto';

export type CodeChallengeMethod = 's256' | 'plain';

export interface FlowStateRecord {
  id: string;
  userId: string;
  authCode: string;
  codeChallenge: string;
  codeChallengeMethod: CodeChallengeMethod;
  authenticationMethod: 'recovery';
  createdAt: Date;
  authCodeIssuedAt: Date | null;
}

interface FlowStateRow {
  id: string;
  user_id: string;
  auth_code: string;
  code_challenge: string;
  code_challenge_method: CodeChallengeMethod;
  authentication_method: 'recovery';
  created_at: Date;
  auth_code_issued_at: Date | null;
}

const COLUMNS = `id, user_id, auth_code, code_challenge, code_challenge_method, authentication_method,
  created_at, auth_code_issued_at`;

function toFlowState(row: FlowStateRow): FlowStateRecord {
  return {
    id: row.id,
    userId: row.user_id,
    authCode: row.auth_code,
    codeChallenge: row.code_challenge,
    codeChallengeMethod: row.code_challenge_method,
    authenticationMethod: row.authentication_method,
    createdAt: row.created_at,
    authCodeIssuedAt: row.auth_code_issued_at,
  };
}

export class FlowStateStore {
  constructor(private readonly db: SqlDatabase) {}

  /** A new recovery request replaces the user's earlier flows, as its link replaces the earlier link. */
  async createRecoveryFlow(
    userId: string,
    codeChallenge: string,
    codeChallengeMethod: CodeChallengeMethod,
    now = new Date(),
  ): Promise<FlowStateRecord> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.query(
        `delete from auth.flow_state where user_id = $1 and authentication_method = 'recovery'`,
        [userId],
      );
      return tx.query<FlowStateRow>(
        `insert into auth.flow_state (id, user_id, auth_code, code_challenge, code_challenge_method,
           authentication_method, created_at)
         values ($1, $2, $3, $4, $5, 'recovery', $6) returning ${COLUMNS}`,
        [randomUUID(), userId, randomUUID(), codeChallenge, codeChallengeMethod, now.toISOString()],
      );
    });
    return toFlowState(rows.rows[0]!);
  }

  /** Marks the user's recovery flow's code as handed out (the link was opened); undefined when none. */
  async issueRecoveryCode(userId: string, now = new Date()): Promise<FlowStateRecord | undefined> {
    const result = await this.db.query<FlowStateRow>(
      `update auth.flow_state set auth_code_issued_at = $2
       where user_id = $1 and authentication_method = 'recovery' and auth_code_issued_at is null
       returning ${COLUMNS}`,
      [userId, now.toISOString()],
    );
    const row = result.rows[0];
    return row === undefined ? undefined : toFlowState(row);
  }

  async findByAuthCode(authCode: string): Promise<FlowStateRecord | undefined> {
    const result = await this.db.query<FlowStateRow>(
      `select ${COLUMNS} from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
      [authCode],
    );
    const row = result.rows[0];
    return row === undefined ? undefined : toFlowState(row);
  }

  /** Deletes the flow; false when another exchange deleted it first (a code is exchanged once). */
  async consume(id: string): Promise<boolean> {
    const result = await this.db.query('delete from auth.flow_state where id = $1 returning id', [
      id,
    ]);
    return result.rows.length === 1;
  }
}
