import * as oidc from 'openid-client';
import { z } from 'zod';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The exact redirect URI registered with the provider. */
  redirectUri: string;
  /** Only for the local development identity provider, which speaks plain http. */
  allowInsecureRequests?: boolean;
  /** Ask the provider to show its account chooser (Google supports it; the dev provider doesn't). */
  selectAccount?: boolean;
  timeoutSeconds?: number;
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface LoginChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the app takes from a validated id_token. */
const idTokenClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type VerifiedIdentity = z.infer<typeof idTokenClaimsSchema>;

/**
 * Google (or any OIDC provider) sign-in with the authorization code flow, PKCE (S256), state
 * and nonce. openid-client validates the id_token fully: signature against the provider's JWKS,
 * issuer, audience, expiry, issued-at and nonce. Discovery happens on first use and is cached.
 */
/**
 * `settings` may be given later, as a function called on the first sign-in: the development
 * provider starts after the server is ready, and its address is known only then.
 */
export function createOidcClient(settings: OidcClientOptions | (() => Promise<OidcClientOptions>)) {
  let configuration: Promise<oidc.Configuration> | undefined;
  let resolved: Promise<OidcClientOptions> | undefined;
  const optionsOf = () =>
    (resolved ??= (typeof settings === 'function' ? settings() : Promise.resolve(settings)).catch(
      (error: unknown) => {
        resolved = undefined; // ask again on the next sign-in
        throw error;
      },
    ));

  function config(): Promise<oidc.Configuration> {
    configuration ??= optionsOf()
      .then((options) => discover(options))
      .catch((error: unknown) => {
        configuration = undefined; // retry discovery on the next sign-in
        throw error;
      });
    return configuration;
  }

  function discover(options: OidcClientOptions): Promise<oidc.Configuration> {
    return oidc.discovery(
      new URL(options.issuer),
      options.clientId,
      { redirect_uris: [options.redirectUri], response_types: ['code'] },
      oidc.ClientSecretBasic(options.clientSecret),
      {
        execute: options.allowInsecureRequests ? [oidc.allowInsecureRequests] : [],
        timeout: options.timeoutSeconds ?? 10,
      },
    );
  }

  return {
    async start(): Promise<AuthorizationStart> {
      const options = await optionsOf();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(options.selectAccount ? { prompt: 'select_account' } : {}),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Redeems the code from the redirect; `search` is the callback's query string. */
    async finish(search: string, checks: LoginChecks): Promise<VerifiedIdentity> {
      const options = await optionsOf();
      // Built from the configured redirect URI so a proxy's internal URL never leaks into the check.
      const currentUrl = new URL(options.redirectUri);
      currentUrl.search = search;
      const tokens = await oidc.authorizationCodeGrant(await config(), currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = idTokenClaimsSchema.safeParse(tokens.claims());
      if (!claims.success) throw new Error('id_token lacks sub or email');
      if (claims.data.email_verified === false) throw new Error('email is not verified');
      return claims.data;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
