import { userSchema, type User } from '@pardus/protocol';
import { STORAGE_KEYS } from '@/lib/api-config';

/** What the browser remembers between visits (SPEC §3 `auth_token`, `user_data`). */
export interface StoredSession {
  token: string | null;
  /** Raw JSON text of the user, not yet trusted. */
  userData: string | null;
}

export function readStoredSession(): StoredSession {
  return {
    token: localStorage.getItem(STORAGE_KEYS.authToken),
    userData: localStorage.getItem(STORAGE_KEYS.userData),
  };
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
}

export function clearStoredToken(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORAGE_KEYS.userData);
}

export function clearStoredSession(): void {
  clearStoredToken();
  clearStoredUser();
}

/**
 * Parses stored user JSON. Throws `SyntaxError` for broken JSON and returns `null` when the JSON
 * is not a user, so callers can tell the two apart.
 */
export function parseStoredUser(userData: string): User | null {
  const parsed = userSchema.safeParse(JSON.parse(userData));
  return parsed.success ? parsed.data : null;
}

/**
 * SPEC §2: a path containing /auth/callback, or a query with token= or login=success, means a
 * login is being completed right now.
 */
export function isLoginReturnUrl(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    location.pathname.includes('/auth/callback') ||
    location.search.includes('token=') ||
    location.search.includes('login=success')
  );
}
