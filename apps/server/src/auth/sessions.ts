import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/create-db.js';
import type { UserRow } from '../db/schema.js';
import { findUserById } from './users.repository.js';

const ISSUER = 'pardus';
const AUDIENCE = 'pardus-web';

export interface SessionOptions {
  secret: string;
  ttlHours: number;
  now?: () => Date;
}

export interface VerifiedSession {
  user: UserRow;
  sessionId: string;
}

/**
 * The app's own sessions: an HS256 JWT carrying `sub` (user id) and `sid` (a row in `sessions`).
 * The row makes logout real — a revoked or expired row rejects the token even before its `exp`.
 */
export function createSessions(db: Db, { secret, ttlHours, now = () => new Date() }: SessionOptions) {
  const key = new TextEncoder().encode(secret);

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
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now(),
          requiredClaims: ['sub', 'sid', 'exp'],
        });
        const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
        if (!sessionId || !payload.sub) return undefined;
        const session = await db
          .selectFrom('sessions')
          .select(['user_id', 'expires_at', 'revoked_at'])
          .where('id', '=', sessionId)
          .executeTakeFirst();
        if (!session || session.revoked_at || session.user_id !== payload.sub) return undefined;
        if (session.expires_at.getTime() <= now().getTime()) return undefined;
        const user = await findUserById(db, session.user_id);
        return user ? { user, sessionId } : undefined;
      } catch {
        return undefined;
      }
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now() })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
