import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { z } from 'zod';
import { newSecret } from './login-flow.js';
import { renderSignInPage } from './dev-idp-page.js';

export interface DevIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface DevIdpOptions {
  /** The app's OIDC redirect URI, registered exactly. */
  redirectUri: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  nodeEnv: string;
}

const emailSchema = z.string().trim().toLowerCase().email().max(254);

/** A stable subject per email, as Google gives a stable `sub` per account. */
const subjectFor = (email: string) => `dev-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;

/**
 * A local stand-in for Google so sign-in works with no configuration: a real OpenID Connect
 * provider (oidc-provider) whose sign-in page asks only for an email, with consent granted
 * automatically. It never runs in production — anyone could sign in as anyone.
 */
export async function startDevIdentityProvider(options: DevIdpOptions): Promise<DevIdentityProvider> {
  if (options.nodeEnv === 'production') {
    throw new Error('The development identity provider refuses to run in production');
  }
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`;
  const clientId = 'pardus-dev';
  const clientSecret = newSecret();
  const accounts = new Map<string, string>(); // sub → email

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'dev' }] },
    cookies: { keys: [newSecret()] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts email in the id_token; so must the stand-in.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Short lifetimes: these artifacts only live for one sign-in.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const email = accounts.get(sub);
      if (!email) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email, email_verified: true, name: email.split('@')[0] }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidcHandler = provider.callback();

  server.on('request', (req, res) => {
    void handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Sign-in failed');
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (!match) return oidcHandler(req, res);
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(renderSignInPage({ action: `/interaction/${details.uid}` }));
      return;
    }
    const email = emailSchema.safeParse(new URLSearchParams(await readBody(req)).get('email'));
    if (!email.success) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        renderSignInPage({ action: `/interaction/${details.uid}`, error: 'Enter a valid email address.' }),
      );
      return;
    }
    const sub = subjectFor(email.data);
    accounts.set(sub, email.data);
    const grant = new provider.Grant({ accountId: sub, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(req: http.IncomingMessage, limit = 16_384): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > limit) throw new Error('body too large');
  }
  return body;
}
