/**
 * Users, sessions and refresh tokens: PGlite is the record, and an in-memory
 * copy answers reads. This process is the only one that opens the database
 * (server/db/database-lock.ts), so the copy stays exact as long as every write
 * goes through here: the database first, the memory only once the write is
 * acknowledged (write-through). Revoked refresh tokens stay on disk only.
 */
import type { SqlDatabase } from '../db/sql-database.ts';
import { randomUUID } from 'node:crypto';

export interface AmrEntry {
  method: 'password' | 'otp' | 'recovery';
  timestamp: number;
}

export interface UserRecord {
  id: string;
  identityId: string;
  email: string;
  passwordHash: string;
  emailConfirmedAt: Date | null;
  recoveryTokenHash: string | null;
  recoverySentAt: Date | null;
  lastSignInAt: Date | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionRecord {
  id: string;
  userId: string;
  aal: string;
  amr: AmrEntry[];
  createdAt: Date;
  refreshedAt: Date | null;
}

export interface RefreshTokenRecord {
  tokenHash: string;
  sessionId: string;
  userId: string;
  parentHash: string | null;
  revoked: boolean;
  updatedAt: Date;
}

/** Which of a user's sessions end when the password changes. */
export type SessionsToEnd =
  { kind: 'all' } | { kind: 'all-but'; sessionId: string } | { kind: 'none' };

interface UserRow {
  id: string;
  identity_id: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | null;
  recovery_token_hash: string | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
}

interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: AmrEntry[];
  created_at: Date;
  refreshed_at: Date | null;
}

interface TokenRow {
  token_hash: string;
  session_id: string;
  user_id: string;
  parent_hash: string | null;
  revoked: boolean;
  updated_at: Date;
}

const USER_COLUMNS = `id, identity_id, email, encrypted_password, email_confirmed_at, recovery_token_hash,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    identityId: row.identity_id,
    email: row.email,
    passwordHash: row.encrypted_password,
    emailConfirmedAt: row.email_confirmed_at,
    recoveryTokenHash: row.recovery_token_hash,
    recoverySentAt: row.recovery_sent_at,
    lastSignInAt: row.last_sign_in_at,
    appMetadata: row.raw_app_meta_data,
    userMetadata: row.raw_user_meta_data,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSession(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    aal: row.aal,
    amr: row.amr,
    createdAt: row.created_at,
    refreshedAt: row.refreshed_at,
  };
}

function toToken(row: TokenRow): RefreshTokenRecord {
  return {
    tokenHash: row.token_hash,
    sessionId: row.session_id,
    userId: row.user_id,
    parentHash: row.parent_hash,
    revoked: row.revoked,
    updatedAt: row.updated_at,
  };
}

interface PendingRotation {
  parentHash: string;
  childHash: string;
  now: Date;
  resolve: (child: RefreshTokenRecord | undefined) => void;
  reject: (error: unknown) => void;
}

/** Bounds one statement's parameter arrays; a burst larger than this is written in several. */
const MAX_ROTATIONS_PER_STATEMENT = 256;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class AuthStore {
  private readonly users = new Map<string, UserRecord>();
  private readonly userIdByEmail = new Map<string, string>();
  private readonly userIdByRecoveryHash = new Map<string, string>();
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly activeTokens = new Map<string, RefreshTokenRecord>();
  private readonly activeTokensBySession = new Map<string, Set<string>>();

  private readonly pendingRotations: PendingRotation[] = [];
  private rotationsInFlight = false;

  private constructor(private readonly db: SqlDatabase) {}

  static async load(db: SqlDatabase): Promise<AuthStore> {
    const store = new AuthStore(db);
    const users = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users`);
    for (const row of users.rows) store.rememberUser(toUser(row));
    const sessions = await db.query<SessionRow>(
      'select id, user_id, aal, amr, created_at, refreshed_at from auth.sessions',
    );
    for (const row of sessions.rows) store.sessions.set(row.id, toSession(row));
    const tokens = await db.query<TokenRow>(
      'select token_hash, session_id, user_id, parent_hash, revoked, updated_at from auth.refresh_tokens where not revoked',
    );
    for (const row of tokens.rows) store.rememberActiveToken(toToken(row));
    return store;
  }

  // ---- users ----

  listUsers(): UserRecord[] {
    return [...this.users.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  userCount(): number {
    return this.users.size;
  }

  getUser(id: string): UserRecord | undefined {
    return this.users.get(id);
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const id = this.userIdByEmail.get(normalizeEmail(email));
    return id === undefined ? undefined : this.users.get(id);
  }

  findUserByRecoveryHash(hash: string): UserRecord | undefined {
    const id = this.userIdByRecoveryHash.get(hash);
    return id === undefined ? undefined : this.users.get(id);
  }

  /** Staff accounts are created by an administrator, already confirmed. */
  async createUser(email: string, passwordHash: string, now = new Date()): Promise<UserRecord> {
    const normalized = normalizeEmail(email);
    const result = await this.db.query<UserRow>(
      `insert into auth.users (id, identity_id, email, encrypted_password, email_confirmed_at, raw_user_meta_data,
         created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $5, $5)
       returning ${USER_COLUMNS}`,
      [
        randomUUID(),
        randomUUID(),
        normalized,
        passwordHash,
        now.toISOString(),
        JSON.stringify({ email: normalized, email_verified: true, phone_verified: false }),
      ],
    );
    const user = toUser(result.rows[0]!);
    this.rememberUser(user);
    return user;
  }

  async deleteUser(id: string): Promise<void> {
    await this.db.query('delete from auth.users where id = $1', [id]);
    const user = this.users.get(id);
    if (user === undefined) return;
    for (const session of [...this.sessions.values()]) {
      if (session.userId === id) this.forgetSession(session.id);
    }
    this.forgetUser(user);
  }

  /** New password; the recovery link dies with the old one (as GoTrue). */
  async setPassword(
    id: string,
    passwordHash: string,
    sessionsToEnd: SessionsToEnd,
    now = new Date(),
  ): Promise<UserRecord> {
    const keep = sessionsToEnd.kind === 'all-but' ? sessionsToEnd.sessionId : null;
    const result = await this.db.transaction(async (tx) => {
      const updated = await tx.query<UserRow>(
        `update auth.users set encrypted_password = $2, recovery_token_hash = null, recovery_sent_at = null,
           updated_at = $3 where id = $1 returning ${USER_COLUMNS}`,
        [id, passwordHash, now.toISOString()],
      );
      if (sessionsToEnd.kind !== 'none') {
        await tx.query(
          'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
          [id, keep],
        );
      }
      return updated;
    });
    const row = result.rows[0];
    if (row === undefined) throw new Error(`user ${id} does not exist`);
    if (sessionsToEnd.kind !== 'none') {
      for (const session of [...this.sessions.values()]) {
        if (session.userId === id && session.id !== keep) this.forgetSession(session.id);
      }
    }
    return this.replaceUser(toUser(row));
  }

  async setRecoveryToken(id: string, tokenHash: string, now = new Date()): Promise<void> {
    const result = await this.db.query<UserRow>(
      `update auth.users set recovery_token_hash = $2, recovery_sent_at = $3, updated_at = $3
       where id = $1 returning ${USER_COLUMNS}`,
      [id, tokenHash, now.toISOString()],
    );
    const row = result.rows[0];
    if (row !== undefined) this.replaceUser(toUser(row));
  }

  /**
   * Clears the recovery token only if it is still the given one, so two
   * openings of one link cannot both succeed. Returns whether it was consumed.
   */
  async consumeRecoveryToken(id: string, tokenHash: string, now = new Date()): Promise<boolean> {
    const result = await this.db.query<UserRow>(
      `update auth.users set recovery_token_hash = null, recovery_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, $3), updated_at = $3
       where id = $1 and recovery_token_hash = $2 returning ${USER_COLUMNS}`,
      [id, tokenHash, now.toISOString()],
    );
    const row = result.rows[0];
    if (row === undefined) return false;
    this.replaceUser(toUser(row));
    return true;
  }

  // ---- sessions and refresh tokens ----

  getSession(id: string): SessionRecord | undefined {
    return this.sessions.get(id);
  }

  sessionCount(): number {
    return this.sessions.size;
  }

  /** A sign-in: the session, its first refresh token and last_sign_in_at in one transaction. */
  async createSession(
    userId: string,
    amr: AmrEntry[],
    tokenHash: string,
    now = new Date(),
  ): Promise<SessionRecord> {
    const sessionId = randomUUID();
    const at = now.toISOString();
    const { session, token, user } = await this.db.transaction(async (tx) => {
      const sessionRows = await tx.query<SessionRow>(
        `insert into auth.sessions (id, user_id, amr, created_at, updated_at) values ($1, $2, $3, $4, $4)
         returning id, user_id, aal, amr, created_at, refreshed_at`,
        [sessionId, userId, JSON.stringify(amr), at],
      );
      const tokenRows = await tx.query<TokenRow>(
        `insert into auth.refresh_tokens (token_hash, session_id, user_id, created_at, updated_at)
         values ($1, $2, $3, $4, $4) returning token_hash, session_id, user_id, parent_hash, revoked, updated_at`,
        [tokenHash, sessionId, userId, at],
      );
      const userRows = await tx.query<UserRow>(
        `update auth.users set last_sign_in_at = $2, updated_at = $2 where id = $1 returning ${USER_COLUMNS}`,
        [userId, at],
      );
      return { session: sessionRows.rows[0]!, token: tokenRows.rows[0]!, user: userRows.rows[0] };
    });
    const record = toSession(session);
    this.sessions.set(record.id, record);
    this.rememberActiveToken(toToken(token));
    if (user !== undefined) this.replaceUser(toUser(user));
    return record;
  }

  /** Active tokens come from memory; revoked ones (reuse checks) from disk. */
  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const active = this.activeTokens.get(tokenHash);
    if (active !== undefined) return active;
    const result = await this.db.query<TokenRow>(
      'select token_hash, session_id, user_id, parent_hash, revoked, updated_at from auth.refresh_tokens where token_hash = $1',
      [tokenHash],
    );
    const row = result.rows[0];
    return row === undefined ? undefined : toToken(row);
  }

  /** The live (not revoked) token with this hash, from memory. */
  findActiveRefreshToken(tokenHash: string): RefreshTokenRecord | undefined {
    return this.activeTokens.get(tokenHash);
  }

  /**
   * Revokes `parent` and issues its child. Returns undefined when `parent` was
   * revoked meanwhile (a concurrent refresh won the race). Rotations that
   * arrive while a write is in flight are written together in one statement
   * (group commit): PGlite runs one statement at a time, and its per-statement
   * cost, not the rows, limits the refresh rate. Each caller still gets its
   * answer only after its own row is on disk.
   */
  rotateRefreshToken(
    parent: RefreshTokenRecord,
    childHash: string,
    now = new Date(),
  ): Promise<RefreshTokenRecord | undefined> {
    return new Promise((resolve, reject) => {
      this.pendingRotations.push({ parentHash: parent.tokenHash, childHash, now, resolve, reject });
      if (!this.rotationsInFlight) {
        this.rotationsInFlight = true;
        // Requests that arrive while a batch is written join the next one (the database is in a
        // worker thread). Waiting one event-loop turn lets requests already received join this one.
        setImmediate(() => void this.writeRotations());
      }
    });
  }

  private async writeRotations(): Promise<void> {
    while (this.pendingRotations.length > 0) {
      const batch = this.pendingRotations.splice(0, MAX_ROTATIONS_PER_STATEMENT);
      // Two requests presenting the same token at once: the first wins, the others lose the race.
      const winners = new Map<string, PendingRotation>();
      const losers: PendingRotation[] = [];
      for (const rotation of batch) {
        if (winners.has(rotation.parentHash)) losers.push(rotation);
        else winners.set(rotation.parentHash, rotation);
      }
      const rotations = [...winners.values()];
      try {
        const result = await this.db.query<TokenRow>(
          `with revoked as (
             update auth.refresh_tokens set revoked = true, updated_at = $3
             where token_hash = any($1::text[]) and not revoked
             returning token_hash, session_id, user_id
           ), input as (
             select * from unnest($1::text[], $2::text[]) as i(parent, child)
           )
           insert into auth.refresh_tokens (token_hash, session_id, user_id, parent_hash, created_at, updated_at)
           select input.child, revoked.session_id, revoked.user_id, input.parent, $3, $3
           from revoked join input on input.parent = revoked.token_hash
           returning token_hash, session_id, user_id, parent_hash, revoked, updated_at`,
          [
            rotations.map((rotation) => rotation.parentHash),
            rotations.map((rotation) => rotation.childHash),
            // One time for the batch: its rotations are a few milliseconds apart at most.
            rotations[0]!.now.toISOString(),
          ],
        );
        const children = new Map(result.rows.map((row) => [row.parent_hash, toToken(row)]));
        for (const rotation of rotations) {
          this.forgetActiveToken(rotation.parentHash);
          const child = children.get(rotation.parentHash);
          if (child !== undefined) {
            this.rememberActiveToken(child);
            const session = this.sessions.get(child.sessionId);
            if (session !== undefined) session.refreshedAt = rotation.now;
          }
          rotation.resolve(child);
        }
        for (const loser of losers) loser.resolve(undefined);
      } catch (error) {
        for (const rotation of batch) rotation.reject(error);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.rotationsInFlight = false;
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.query('delete from auth.sessions where id = $1', [id]);
    this.forgetSession(id);
  }

  /** Sign-out scopes: all of a user's sessions, or all but one. */
  async deleteSessionsOfUser(userId: string, exceptSessionId: string | null): Promise<void> {
    await this.db.query(
      'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
      [userId, exceptSessionId],
    );
    for (const session of [...this.sessions.values()]) {
      if (session.userId === userId && session.id !== exceptSessionId)
        this.forgetSession(session.id);
    }
  }

  // ---- memory bookkeeping ----

  private rememberUser(user: UserRecord): void {
    this.users.set(user.id, user);
    this.userIdByEmail.set(user.email, user.id);
    if (user.recoveryTokenHash !== null)
      this.userIdByRecoveryHash.set(user.recoveryTokenHash, user.id);
  }

  private forgetUser(user: UserRecord): void {
    this.users.delete(user.id);
    this.userIdByEmail.delete(user.email);
    if (user.recoveryTokenHash !== null) this.userIdByRecoveryHash.delete(user.recoveryTokenHash);
  }

  private replaceUser(user: UserRecord): UserRecord {
    const previous = this.users.get(user.id);
    if (previous !== undefined) this.forgetUser(previous);
    this.rememberUser(user);
    return user;
  }

  private rememberActiveToken(token: RefreshTokenRecord): void {
    this.activeTokens.set(token.tokenHash, token);
    let bySession = this.activeTokensBySession.get(token.sessionId);
    if (bySession === undefined) {
      bySession = new Set();
      this.activeTokensBySession.set(token.sessionId, bySession);
    }
    bySession.add(token.tokenHash);
  }

  private forgetActiveToken(tokenHash: string): void {
    const token = this.activeTokens.get(tokenHash);
    if (token === undefined) return;
    this.activeTokens.delete(tokenHash);
    this.activeTokensBySession.get(token.sessionId)?.delete(tokenHash);
  }

  private forgetSession(id: string): void {
    this.sessions.delete(id);
    for (const tokenHash of this.activeTokensBySession.get(id) ?? []) {
      this.activeTokens.delete(tokenHash);
    }
    this.activeTokensBySession.delete(id);
  }
}
