import type { UserRow } from '../db/schema.js';

/** Hono environment shared by every route: what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    user: UserRow;
    sessionId: string;
  };
}
