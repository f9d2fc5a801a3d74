import type { User } from '@pardus/protocol';
import { verifyToken } from './api/auth-api';
import {
  clearStoredSession,
  clearStoredToken,
  clearStoredUser,
  isLoginReturnUrl,
  parseStoredUser,
  readStoredSession,
  storeSession,
} from './auth-storage';

export interface Session {
  token: string;
  user: User;
}

/**
 * The start-up check of SPEC §4 "Authentication": decides from storage (and `GET /api/verify`)
 * whether the visitor is signed in, tidying storage on the way. Resolves `null` when signed out.
 */
export async function restoreSession(
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<Session | null> {
  try {
    const { token, userData } = readStoredSession();
    if (token && userData) {
      const outcome = await verifyToken(token);
      if (outcome.kind === 'unauthorized') {
        clearStoredSession();
        return null;
      }
      if (outcome.kind === 'valid' && outcome.user) {
        storeSession(token, outcome.user);
        return { token, user: outcome.user };
      }
      // Verified without a user in the answer, or the server could not be asked: trust storage.
      const storedUser = parseStoredUser(userData);
      if (!storedUser) {
        clearStoredSession();
        return null;
      }
      return { token, user: storedUser };
    }
    if (token) {
      // A token alone is only expected half-way through a login; anywhere else it is stale.
      if (!isLoginReturnUrl(location)) clearStoredToken();
      return null;
    }
    if (userData) clearStoredUser();
    return null;
  } catch (error) {
    // Broken JSON in storage or in the verify answer: start over signed out.
    if (error instanceof SyntaxError) clearStoredSession();
    return null;
  }
}
