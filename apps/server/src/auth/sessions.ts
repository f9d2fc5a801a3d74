import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { createReadCache } from '../cache/read-cache.js';
import { NO_CHANGE_FEED, type ChangeFeed } from '../db/change-feed.js';
import type { Db } from '../db/create-db.js';
import type { UserRow } from '../db/schema.js';
import { createVerifiedTokens, type TokenClaims } from './verified-tokens.js';
import { USER_COLUMNS } from './users.repository.js';

const ISSUER = 'pardus';
const AUDIENCE = 'pardus-web';

export interface SessionOptions {
  secret: string;
  ttlHours: number;
  now?: () => Date;
  /** Database change notices: with them, session rows are read from memory until they change. */
  changes?: ChangeFeed;
}

export interface VerifiedSession {
  user: UserRow;
  sessionId: string;
}

/**
 * The app's own sessions: an HS256 JWT carrying `sub` (user id) and `sid` (a row in `sessions`).
 * The row makes logout real — a revoked or expired row rejects the token even before its `exp`.
 */
export function createSessions(
  db: Db,
  { secret, ttlHours, now = () => new Date(), changes = NO_CHANGE_FEED }: SessionOptions,
) {
  const key = new TextEncoder().encode(secret);
  const verified = createVerifiedTokens();
  // Keyed by session id; a change to the session's row or to its user's row drops the entry.
  const rows = createReadCache<SessionRow | undefined>({
    feed: changes,
    kinds: ['session'],
    related: { kind: 'user', matches: (row, userId) => row?.id === userId },
  });

  /** The session row joined with its user (every signed-in request needs it). */
  const readRow = (sessionId: string) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.expires_at', 'sessions.revoked_at', ...USER_COLUMNS])
      .where('sessions.id', '=', sessionId)
      .executeTakeFirst();
  type SessionRow = Awaited<ReturnType<typeof readRow>>;

  /** The token's claims when its signature, issuer, audience and expiry hold (checked once per token). */
  async function claimsOf(token: string): Promise<TokenClaims | undefined> {
    const at = now();
    const cached = verified.get(token, Math.floor(at.getTime() / 1000));
    if (cached) return cached;
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: at,
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!sid || !payload.sub || payload.exp === undefined) return undefined;
    const claims = { sub: payload.sub, sid, exp: payload.exp };
    verified.set(token, claims);
    return claims;
  }

  return {
    async issue(userId: string): Promise<string> {
      const sessionId = randomUUID();
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + ttlHours * 3_600_000);
      await db
        .insertInto('sessions')
        .values({ id: sessionId, user_id: userId, expires_at: expiresAt, revoked_at: null })
        .execute();
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },

    /** The session's user, or undefined for any invalid, expired, revoked or tampered token. */
    async verify(token: string): Promise<VerifiedSession | undefined> {
      try {
        const claims = await claimsOf(token);
        if (!claims) return undefined;
        const { sub, sid: sessionId } = claims;
        // One query at most: the session row and its user, joined (then from memory until it changes).
        const row = await rows.get(sessionId, () => readRow(sessionId));
        if (row?.id !== sub) return undefined;
        if (!row || row.revoked_at) return undefined;
        if (row.expires_at.getTime() <= now().getTime()) return undefined;
        const { expires_at: _expires, revoked_at: _revoked, ...user } = row;
        return { user, sessionId };
      } catch {
        return undefined;
      }
    },

    /**
     * True while session `sessionId` of `userId` is signed in (neither revoked nor expired): for
     * links made for a session (images), whose loads carry no bearer token of their own.
     */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      try {
        const row = await rows.get(sessionId, () => readRow(sessionId));
        return row?.id === userId && !row.revoked_at && row.expires_at.getTime() > now().getTime();
      } catch {
        return false;
      }
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      rows.forget(sessionId);
    },

    /**
     * Forgets every cached session of a user whose rows were just deleted here (account deletion):
     * their tokens fail at once on this instance; other instances drop them on the user's notice.
     */
    forgetUser(userId: string): void {
      rows.forgetRelated(userId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
