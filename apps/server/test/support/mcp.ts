import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createdApiKeySchema } from '@pardus/protocol';
import { loadConfig } from '../../src/config.js';
import { createProviders, featureRoutes, type FeatureRoutes } from '../../src/features.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { ResearchModel } from '../../src/research/model/research-model.js';
import { authed, createTestApp, newBrowser, signIn, type TestApp } from './test-app.js';
import type { DbKind } from './test-db.js';

export interface McpTestServer {
  t: TestApp;
  /** http://127.0.0.1:<port> */
  url: string;
  features: FeatureRoutes;
  /** Deep runs of these questions wait in their first stage (the title) until they are stopped. */
  heldQuestions: Set<string>;
  close(): Promise<void>;
}

/**
 * The whole app as main.ts builds it (the offline library, the extractive writers, durable Deep
 * runs, documents, /mcp) listening on 127.0.0.1 on a free port, over a fresh database.
 */
export async function startMcpTestServer(options: {
  kind: DbKind;
  daily?: number;
  /** Where the app logs (silent by default). */
  logger?: Logger;
}): Promise<McpTestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pardus-mcp-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DICTD_DIR: join(dataDir, 'none'),
    CLIPART_DIR: join(dataDir, 'none'),
    RESEARCH_POLL_MS: '50',
  });
  const logger = options.logger ?? createLogger('silent');
  const heldQuestions = new Set<string>();
  const created = await createProviders(config, logger);
  const providers = { ...created, research: holding(created.research, heldQuestions) };
  await providers.search.ready();
  let features: FeatureRoutes | undefined;
  const t = await createTestApp({
    kind: options.kind,
    daily: options.daily ?? 50,
    logger,
    extra: (base) => {
      features = featureRoutes(providers, { ...base, config, logger });
      return {
        extraRoutes: features.routes,
        extraApiRoutes: features.apiRoutes,
        documentOriginals: features.documents.originals,
      };
    },
  });
  if (!features) throw new Error('features were not built');
  const built = features;
  built.research.start();
  built.documents.processor.start();
  const server: ServerType = await new Promise((resolve) => {
    const listening = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    t,
    url: `http://127.0.0.1:${port}`,
    features: built,
    heldQuestions,
    async close() {
      await built.mcp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await built.research.stop(0);
      await built.documents.processor.stop();
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The model, except that the title of a held question comes only when the run is stopped. */
function holding(model: ResearchModel, held: ReadonlySet<string>): ResearchModel {
  return {
    ...model,
    usesLanguageModel: model.usesLanguageModel,
    plansFromProbe: model.plansFromProbe,
    title: (input, signal) =>
      held.has(input.question)
        ? new Promise((_, reject) =>
            signal.addEventListener('abort', () => reject(new Error('stopped while held')), { once: true }),
          )
        : model.title(input, signal),
  };
}

/** A signed-in user with a fresh API key. */
export async function userWithKey(s: McpTestServer, email: string, ip: string) {
  const { token, user } = await signIn(s.t.app, email, newBrowser(ip));
  const response = await authed(s.t.app, token, '/api/keys', { method: 'POST', json: { name: 'agent' } });
  const key = createdApiKeySchema.parse(await response.json());
  return { token, user, key };
}

/** The SDK's own client, connected to /mcp with the key as its bearer token. */
export async function mcpClient(s: McpTestServer, key: string): Promise<Client> {
  const client = new Client({ name: 'pardus-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', s.url), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}
