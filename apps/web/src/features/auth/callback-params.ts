/** What the server put on the login-return address. */
export interface CallbackParams {
  /** `login=success` or `login=error`, if present. */
  login: string | null;
  /** The one-time handoff code (URL fragment `#code=…`). */
  code: string | null;
  /** Why the login failed (`message=`). */
  message: string | null;
}

/**
 * Reads the login-return parameters. The server puts `login`/`message` in the query and the
 * one-time code in the fragment (never sent to servers or logged); both parts are read, the
 * fragment winning, so either placement works.
 */
export function readCallbackParams(location: Pick<Location, 'search' | 'hash'>): CallbackParams {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const read = (name: string) => fragment.get(name) ?? query.get(name);
  return { login: read('login'), code: read('code'), message: read('message') };
}

/** Friendlier words for the error codes the server sends as `message` (protocol `loginErrorCodeSchema`). */
const LOGIN_ERROR_TEXT: Record<string, string> = {
  state_mismatch: 'The sign-in attempt could not be matched to this browser. Please try again.',
  login_expired: 'The sign-in took too long and expired. Please try again.',
  access_denied: 'Sign-in was cancelled or access was denied.',
  invalid_response: 'The sign-in provider sent an invalid response. Please try again.',
  provider_error: 'The sign-in provider reported an error. Please try again.',
};

/** SPEC §8: the server's message, or the generic authentication failure text. */
export function describeLoginError(message: string | null): string {
  if (!message) return 'There was an error during authentication. Please try again.';
  return LOGIN_ERROR_TEXT[message] ?? message;
}
