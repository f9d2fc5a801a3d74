import { Hono } from 'hono';
import type { Store } from 'hono-rate-limiter';
import { deleteAccountRequestSchema, type AccountExport } from '@pardus/protocol';
import { deleteAccount } from '../account/account-delete.js';
import { exportAccount } from '../account/account-export.js';
import type { Sessions } from '../auth/sessions.js';
import type { Db } from '../db/create-db.js';
import { badRequest } from '../http/app-error.js';
import type { AppEnv } from '../http/context.js';
import { parseJsonBody } from '../http/parse-body.js';
import { perMinuteClientLimits } from '../http/rate-limit.js';
import { sessionIdOf } from '../http/require-user.js';
import type { Logger } from '../logger.js';
import type { OriginalStore } from '../documents/storage/original-store.js';

export interface AccountRoutesDeps {
  db: Db;
  sessions: Sessions;
  trustProxy: boolean;
  trustProxyHops?: number;
  rateLimitStore?: (name: string) => Store;
  /** Stops at once the deleted runs this instance is working on. */
  stopRuns?: (ids: string[]) => void;
  logger?: Logger;
  /** Where users' documents keep their originals (an object store's copies go with the account). */
  documentOriginals?: OriginalStore;
}

/** The email typed as confirmation matches the account's (case and outer spaces aside). */
const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * "Your data" (mounted at /api/me behind requireUser): download everything kept about you, or delete
 * the account with all of it. Both are rate-limited: an export reads every row the user has, and a
 * deletion is final.
 */
export function accountRoutes(deps: AccountRoutesDeps) {
  const limit = perMinuteClientLimits(deps);
  return new Hono<AppEnv>()
    .get('/export', limit('export', 10), async (c) => {
      const data = await exportAccount(deps.db, c.get('user'), sessionIdOf(c.get('credential')));
      const day = data.exported_at.slice(0, 10);
      c.header('Content-Disposition', `attachment; filename="pardus-data-${day}.json"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data satisfies AccountExport);
    })
    .post('/delete', limit('delete-account', 10), async (c) => {
      const { confirm_email } = await parseJsonBody(c, deleteAccountRequestSchema);
      const user = c.get('user');
      if (!sameEmail(confirm_email, user.email)) {
        throw badRequest('To delete your account, type its email address exactly as shown.');
      }
      const deleted = await deleteAccount(deps.db, user.id);
      deps.sessions.forgetUser(user.id);
      if (deleted && deleted.activeRuns.length > 0) deps.stopRuns?.(deleted.activeRuns);
      // The account is gone for every reader already; an outside store's copies follow.
      for (const doc of deleted?.documents ?? []) {
        await deps.documentOriginals
          ?.remove(doc.id, doc.size)
          .catch((error: unknown) =>
            deps.logger?.error({ err: error, document: doc.id }, 'original not removed'),
          );
      }
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true as const });
    });
}
