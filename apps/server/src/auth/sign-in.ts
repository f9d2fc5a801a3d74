import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { DevIdentityProvider } from './dev-idp.js';
import { createOidcClient, type OidcClient } from './oidc-client.js';

/**
 * The sign-in provider: Google (or any OIDC issuer configured), else the development provider.
 * That one takes a second of CPU to load (oidc-provider), which a start should not spend before it
 * is ready: it starts once `ready` settles, or at the first sign-in if that comes sooner.
 */
export function createSignIn(
  config: Config,
  logger: Logger,
  ready: Promise<unknown>,
): { oidc: OidcClient; close(): Promise<void> } {
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  if (!config.useDevIdentityProvider) {
    const oidc = createOidcClient({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID ?? '',
      clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
      selectAccount: true,
      redirectUri,
    });
    return { oidc, close: async () => undefined };
  }
  let devIdp: Promise<DevIdentityProvider> | undefined;
  const startDevIdp = () =>
    (devIdp ??= import('./dev-idp.js')
      .then((module) => module.startDevIdentityProvider({ redirectUri, nodeEnv: config.NODE_ENV }))
      .then((provider) => {
        logger.warn(
          { issuer: provider.issuer },
          'no Google client configured: using the development sign-in (any email works)',
        );
        return provider;
      }));
  const startInBackground = () => {
    startDevIdp().catch((error: unknown) => logger.error({ err: error }, 'development sign-in failed'));
  };
  ready.then(startInBackground, startInBackground);
  const oidc = createOidcClient(async () => {
    const provider = await startDevIdp();
    return {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      allowInsecureRequests: true,
      redirectUri,
    };
  });
  return { oidc, close: async () => (await devIdp?.catch(() => undefined))?.close() };
}
