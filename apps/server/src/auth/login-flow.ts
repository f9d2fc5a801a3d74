import { createHash, randomBytes } from 'node:crypto';
import type { LoginErrorCode } from '@pardus/protocol';
import type { Db } from '../db/create-db.js';
import type { UserRow } from '../db/schema.js';
import type { OidcClient } from './oidc-client.js';
import { restoreSpentBudget } from '../account/budget-carry-over.js';
import { upsertUserBySub } from './users.repository.js';

/** How long a started sign-in may take at the provider. */
const LOGIN_TTL_MS = 10 * 60_000;
/** How long the one-time handoff code in the URL fragment stays redeemable (DESIGN §4: ≤ 60 s). */
export const HANDOFF_TTL_MS = 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const newSecret = () => randomBytes(32).toString('base64url');

export class LoginError extends Error {
  constructor(
    readonly code: LoginErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'LoginError';
  }
}

/**
 * The sign-in handshake around the OIDC client. A random "browser binding" (an HttpOnly cookie
 * set when the login starts) ties the login transaction and the handoff code to the browser that
 * started the login, so neither a stolen redirect nor a stolen code works elsewhere. Only hashes
 * of the binding and of the code are stored.
 */
export function createLoginFlow(db: Db, oidc: OidcClient, now: () => Date = () => new Date()) {
  return {
    async start(browserBinding: string): Promise<string> {
      const auth = await oidc.start();
      await db.deleteFrom('login_transactions').where('expires_at', '<', now()).execute();
      await db
        .insertInto('login_transactions')
        .values({
          state: auth.state,
          code_verifier: auth.codeVerifier,
          nonce: auth.nonce,
          browser_hash: sha256(browserBinding),
          expires_at: new Date(now().getTime() + LOGIN_TTL_MS),
        })
        .execute();
      return auth.url;
    },

    /** Validates the provider's redirect and returns a one-time handoff code for the page. */
    async finish(search: string, browserBinding: string | undefined): Promise<string> {
      const params = new URLSearchParams(search);
      const state = params.get('state') ?? '';
      // Single use: the transaction is consumed whatever happens next.
      const tx = state
        ? await db
            .deleteFrom('login_transactions')
            .where('state', '=', state)
            .returningAll()
            .executeTakeFirst()
        : undefined;
      if (!tx || !browserBinding || tx.browser_hash !== sha256(browserBinding)) {
        throw new LoginError('state_mismatch', 'The sign-in does not match this browser; please start again');
      }
      if (tx.expires_at.getTime() < now().getTime()) {
        throw new LoginError('login_expired', 'The sign-in took too long; please start again');
      }
      if (params.get('error')) {
        throw new LoginError('access_denied', 'The identity provider did not grant access');
      }
      let user: UserRow;
      try {
        const identity = await oidc.finish(search, {
          state: tx.state,
          nonce: tx.nonce,
          codeVerifier: tx.code_verifier,
        });
        user = await upsertUserBySub(db, identity);
      } catch (error) {
        throw new LoginError('invalid_response', 'The identity provider answer was not valid', {
          cause: error,
        });
      }
      await restoreSpentBudget(db, user, now());
      const code = newSecret();
      await db.deleteFrom('handoff_codes').where('expires_at', '<', now()).execute();
      await db
        .insertInto('handoff_codes')
        .values({
          code_hash: sha256(code),
          user_id: user.id,
          browser_hash: tx.browser_hash,
          expires_at: new Date(now().getTime() + HANDOFF_TTL_MS),
          used_at: null,
        })
        .execute();
      return code;
    },

    /**
     * Redeems a handoff code once, from the browser that started the login, within its lifetime.
     * Returns the user id, or undefined when the code is unknown, used, expired or from elsewhere.
     */
    async redeem(code: string, browserBinding: string | undefined): Promise<string | undefined> {
      if (!browserBinding) return undefined;
      const row = await db
        .updateTable('handoff_codes')
        .set({ used_at: now() })
        .where('code_hash', '=', sha256(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now())
        .where('browser_hash', '=', sha256(browserBinding))
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
