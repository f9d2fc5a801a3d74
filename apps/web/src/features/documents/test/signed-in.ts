import type { User } from '@pardus/protocol';
import { jsonResponse, mockFetch, type FetchRoutes } from '@/test/test-utils';

export const TEST_USER: User = { id: 'u1', email: 'ada@example.com', name: null, picture: null };

/** Stores a session (AuthProvider then starts signed in) and answers the given routes. */
export function signedIn(routes: FetchRoutes) {
  localStorage.setItem('auth_token', 'tok');
  localStorage.setItem('user_data', JSON.stringify(TEST_USER));
  return mockFetch({ 'GET /api/verify': jsonResponse({ user: TEST_USER }), ...routes });
}
