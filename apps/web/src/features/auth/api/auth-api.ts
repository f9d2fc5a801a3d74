import {
  exchangeCodeResponseSchema,
  googleLoginResponseSchema,
  verifyResponseSchema,
  type ExchangeCodeResponse,
  type User,
} from '@pardus/protocol';
import { apiFetch, apiPost } from '@/lib/api-client';
import { API_ENDPOINTS } from '@/lib/api-config';

/** How the server judged a stored token. */
export type VerifyOutcome =
  { kind: 'valid'; user: User | null } | { kind: 'unauthorized' } | { kind: 'unavailable' };

/**
 * `GET /api/verify` with `token` as bearer. A 2xx answer without a readable user object gives
 * `user: null` (the caller falls back to the stored user); a body that is not JSON throws
 * `SyntaxError`; network errors and other statuses are `unavailable`.
 */
export async function verifyToken(token: string): Promise<VerifyOutcome> {
  let response: Response;
  try {
    response = await apiFetch(API_ENDPOINTS.verify, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 401) return { kind: 'unauthorized' };
  if (!response.ok) return { kind: 'unavailable' };
  const body: unknown = await response.json();
  const parsed = verifyResponseSchema.safeParse(body);
  return { kind: 'valid', user: parsed.success ? parsed.data.user : null };
}

/**
 * `GET /api/google/login` → the address of the sign-in page.
 * Throws 'Failed to get auth URL: {status} - {body text}' (SPEC §8) on a non-OK answer.
 */
export async function fetchGoogleAuthUrl(): Promise<string> {
  const response = await apiFetch(API_ENDPOINTS.googleLogin);
  if (!response.ok) {
    throw new Error(`Failed to get auth URL: ${response.status} - ${await response.text()}`);
  }
  return googleLoginResponseSchema.parse(await response.json()).auth_url;
}

/** `POST /api/google/exchange-code` trades the one-time code from the URL fragment for a session. */
export function exchangeLoginCode(code: string): Promise<ExchangeCodeResponse> {
  return apiPost(API_ENDPOINTS.exchangeCode, { code }, exchangeCodeResponseSchema);
}

/** `POST /api/logout` revokes the session on the server. Never throws: signing out locally must not depend on it. */
export async function revokeSession(): Promise<void> {
  try {
    await apiFetch(API_ENDPOINTS.logout, { method: 'POST' });
  } catch {
    // Best effort: the token is forgotten locally either way.
  }
}
