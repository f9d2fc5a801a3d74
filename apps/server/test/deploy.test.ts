import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { ENV_NAMES, loadConfig } from '../src/config.js';
import { REPO_ROOT } from '../src/paths.js';

// No Docker daemon runs here, so the deployment files are checked as data: compose.yaml's wiring
// against the variables the server really reads, SearXNG's settings, and the Dockerfile's steps.

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

const serviceSchema = z.object({
  image: z.string().optional(),
  build: z.unknown().optional(),
  profiles: z.array(z.string()).optional(),
  ports: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  depends_on: z.record(z.string(), z.object({ condition: z.string() })).optional(),
  healthcheck: z.object({ test: z.union([z.string(), z.array(z.string())]) }),
});
const composeSchema = z.object({
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.unknown().nullable()),
});
const compose = composeSchema.parse(parse(read('compose.yaml')));
const service = (name: string) => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};

/** Compose's `${NAME:-default}` / `${NAME:?message}` / `${NAME}` with the values a user's .env would give. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::?([-?])([^}]*))?\}/g,
    (_match, name: string, op?: string, arg?: string) => {
      const given = env[name];
      if (given !== undefined) return given;
      if (op === '?') throw new Error(`${name} is required: ${arg ?? ''}`);
      return op === '-' ? (arg ?? '') : '';
    },
  );
}

const USER_ENV = {
  SESSION_SECRET: 'x'.repeat(48),
  GOOGLE_CLIENT_ID: 'client-id',
  GOOGLE_CLIENT_SECRET: 'client-secret',
  SEARXNG_SECRET: 'searxng-secret',
};

const pardusEnv = () =>
  Object.fromEntries(
    Object.entries(service('pardus').environment ?? {}).map(([name, value]) => [
      name,
      interpolate(value, USER_ENV),
    ]),
  );

describe('compose.yaml', () => {
  it('sets only variables the server reads, and they form a valid production configuration', () => {
    const env = pardusEnv();
    const unknown = Object.keys(env).filter((name) => !ENV_NAMES.includes(name));
    expect(unknown).toEqual([]);
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    expect(config.useDevIdentityProvider).toBe(false);
  });

  it('refuses to start without the secrets a production instance needs', () => {
    expect(() => interpolate(service('pardus').environment?.SESSION_SECRET ?? '', {})).toThrow(
      /SESSION_SECRET/,
    );
  });

  it('wires the app to PostgreSQL and SearXNG by service name, with matching credentials and ports', () => {
    const env = pardusEnv();
    const database = new URL(env.DATABASE_URL ?? '');
    const postgres = service('postgres').environment ?? {};
    expect(database.hostname).toBe('postgres');
    expect(database.username).toBe(postgres.POSTGRES_USER);
    expect(decodeURIComponent(database.password)).toBe(
      interpolate(postgres.POSTGRES_PASSWORD ?? '', USER_ENV),
    );
    expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);

    const searxng = new URL(env.SEARCH_API_URL ?? '');
    expect(env.SEARCH_PROVIDER).toBe('searxng');
    expect(searxng.hostname).toBe('searxng');
    const settings = z
      .object({ server: z.object({ port: z.number() }), search: z.object({ formats: z.array(z.string()) }) })
      .parse(parse(read('deploy/searxng/settings.yml')));
    expect(Number(searxng.port)).toBe(settings.server.port);
    expect(settings.search.formats).toContain('json'); // Pardus asks for format=json

    expect(service('pardus').depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      searxng: { condition: 'service_healthy' },
    });
  });

  it('mounts the SearXNG settings file and keeps data in named volumes', () => {
    const mount = service('searxng').volumes?.find((v) => v.includes('/etc/searxng/settings.yml'));
    expect(mount?.split(':')[0]).toBe('./deploy/searxng/settings.yml');
    expect(existsSync(path.join(REPO_ROOT, 'deploy/searxng/settings.yml'))).toBe(true);

    const env = pardusEnv();
    for (const [name, mountPoint] of [
      ['pardus', env.DATA_DIR],
      ['postgres', '/var/lib/postgresql/data'],
      ['ollama', '/root/.ollama'],
    ] as const) {
      const volume = service(name).volumes?.find((v) => v.endsWith(`:${mountPoint}`));
      expect(volume, name).toBeDefined();
      expect(Object.keys(compose.volumes)).toContain(volume?.split(':')[0]);
    }
  });

  it('publishes the port the app listens on and checks readiness on it', () => {
    const env = pardusEnv();
    const published = service('pardus').ports?.map((p) => interpolate(p, USER_ENV)) ?? [];
    expect(published.map((p) => p.split(':').at(-1))).toEqual([env.PORT]);
    expect(JSON.stringify(service('pardus').healthcheck.test)).toContain(`127.0.0.1:${env.PORT}/ready`);
    for (const name of Object.keys(compose.services))
      expect(service(name).healthcheck.test.length, name).toBeGreaterThan(0);
    // Metrics are served, but on their own port, which is not published.
    expect(env.METRICS_PORT).toBeDefined();
    expect(published.join()).not.toContain(env.METRICS_PORT);
  });

  it('runs Ollama only under its profile', () => {
    expect(service('ollama').profiles).toEqual(['ollama']);
    for (const name of ['pardus', 'postgres', 'searxng'])
      expect(service(name).profiles, name).toBeUndefined();
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const instruction = (name: string) =>
    dockerfile
      .split('\n')
      .filter((line) => line.startsWith(`${name} `))
      .map((line) => line.slice(name.length + 1));

  it('builds in stages and runs the compiled server as a non-root user', () => {
    expect(instruction('FROM').length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toContain('RUN npm run build');
    expect(instruction('USER')).toEqual(['node']);
    expect(instruction('CMD')).toEqual(['["node", "apps/server/dist/main.js"]']);
    // What the build script writes is what the image runs.
    expect(read('scripts/build-state.mjs')).toContain("at('apps/server/dist/main.js')");
  });

  it('keeps data under a volume and checks readiness', () => {
    const env: Record<string, string> = Object.fromEntries(
      [...dockerfile.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=(\S+?)\s*\\?$/gm)].map((m): [string, string] => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
    expect(env.DATA_DIR).toBe('/data');
    expect(instruction('VOLUME')).toEqual(['["/data"]']);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*127.0.0.1:[^/]*\/ready/);
    for (const name of Object.keys(env)) expect(ENV_NAMES, name).toContain(name);
  });
});
