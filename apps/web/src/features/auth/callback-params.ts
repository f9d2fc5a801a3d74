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
  login_expired: 'The sign-in took too long and expired. Please try again.',
  access_denied: 'Sign-in was cancelled or access was denied.',
  invalid_response: 'The sign-in provider sent an invalid response. Please try again.',
  provider_error: 'The sign-in provider reported an error. Please try again.',
};

/**
 * SPEC §8: the server's message, or the generic authentication failure text. `address` is where the
 * callback landed, the server's public URL: a sign-in that cannot be matched to its browser most
 * often started at another address (127.0.0.1 for localhost, a LAN address), so it names this one.
 */
export function describeLoginError(message: string | null, address: string): string {
  if (!message) return 'There was an error during authentication. Please try again.';
  if (message === 'state_mismatch')
    return `The sign-in attempt could not be matched to this browser. Sign in at ${address} and finish in the same browser.`;
  return LOGIN_ERROR_TEXT[message] ?? message;
}
