import type { UserRow } from '../db/schema.js';

/**
 * What signed a request in: a browser session, or a personal API key (scripts and agents). Both act
 * as the user; some routes (keys, account, sign-out, share links) need a browser session.
 */
export type Credential = { kind: 'session'; id: string } | { kind: 'api_key'; id: string };

/** Hono environment shared by every route: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    credential: Credential;
  };
}

/**
 * Whom image links of a request are made for: its session or key, whose end ends the links (an
 * `<img>` load carries no bearer token, so the link names its credential).
 */
export const imageViewer = (user: UserRow, credential: Credential) => ({
  userId: user.id,
  sessionId: credential.id,
});
