import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import {
  RESEARCH_STREAM_END,
  RESEARCH_STATUS,
  getMessagesResponseSchema,
  insertMessagesResponseSchema,
  tokenStatusSchema,
} from '@pardus/protocol';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../fixtures/openai-compatible-server.js';
import { readUntil } from '../support/research.js';
import { TEST_PUBLIC_URL, authed, remoteApp, signIn } from '../support/test-app.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const QUESTION = 'Compare the economies of Chile and Peru';
const parse = (line: string) => JSON.parse(line) as { type: string; id?: string; content?: string };

/** The real entry point (as `npm start` runs it); resolves with its port once it is ready. */
async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const check = setInterval(() => {
      const match = /"port":(\d+),"msg":"Pardus is listening"/.exec(output);
      if (match) {
        clearInterval(check);
        resolve(Number(match[1]));
      }
    }, 100);
    void exited.then(() => {
      clearInterval(check);
      reject(new Error(`server exited before it was ready:\n${output}`));
    });
  });
  return { child, exited, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
  cleanup = [];
});

/**
 * PostgreSQL (a database of its own, dropped afterwards) when TEST_DATABASE_URL is set, else PGlite
 * files in DATA_DIR. A whole database rather than a schema: the server migrates it as in production.
 */
async function databaseUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `crash_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`create database ${name}`);
  cleanup.push(() => admin(`drop database if exists ${name} with (force)`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.href;
}

it('a run survives SIGKILL of its server: after the restart it resumes from its last stored stage and finishes, charged once', async () => {
  // A slow language model keeps the run in its writing stage long enough to kill the server there.
  const llm: OpenAiCompatibleServer = await startOpenAiCompatibleServer({
    chunks: Array.from({ length: 30 }, () => 'Copper exports drive both economies [1]. '),
    chunkDelayMs: 100,
  });
  cleanup.push(() => llm.close());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pardus-crash-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const dbUrl = await databaseUrl();
  const env = {
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: llm.url,
    LLM_MODEL: 'fixture',
    RESEARCH_LEASE_MS: '2000',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };

  const first = await startServer(env);
  cleanup.push(async () => void first.child.kill('SIGKILL'));
  const server1 = remoteApp(first.baseUrl);
  const { token } = await signIn(server1, 'crash@example.com');
  const saved = insertMessagesResponseSchema.parse(
    await (
      await authed(server1, token, '/api/msgs/insert', {
        method: 'POST',
        json: { id: 'new_message', title: 'Chile and Peru', messages: [{ role: 'user', content: QUESTION }] },
      })
    ).json(),
  );
  const response = await authed(server1, token, '/api/spysearch', {
    method: 'POST',
    json: { query: QUESTION, messages: [], conversation_id: saved.id },
  });
  const reader = response.body!.getReader();
  const before = await readUntil(reader, (line) => parse(line).type === 'report_chunk');
  const id = parse(before[0] ?? '').id ?? '';
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await startServer(env);
  cleanup.push(async () => {
    second.child.kill('SIGTERM');
    await second.exited;
  });
  const server2 = remoteApp(second.baseUrl);
  const view = await authed(server2, token, `/api/research/${id}/events?after=0`);
  expect(view.status).toBe(200);
  const lines = await readUntil(view.body!.getReader(), (line) => line === RESEARCH_STREAM_END);
  expect(lines.at(-1)).toBe(RESEARCH_STREAM_END);
  const events = lines.slice(0, -1).map(parse);
  const resumedAt = events.findIndex((e) => e.type === 'resumed');
  expect(resumedAt).toBeGreaterThan(0);
  // Searches and page reads finished before the crash are not redone.
  const afterResume = events.slice(resumedAt);
  expect(afterResume.some((e) => e.type === 'status' && e.content === RESEARCH_STATUS.searchingWeb)).toBe(
    false,
  );
  const report = events.findLast((e) => e.type === 'final_report')?.content ?? '';
  expect(report).toContain('Copper exports');

  const status = tokenStatusSchema.parse(await (await authed(server2, token, '/api/tokens/status')).json());
  expect(status.daily_tokens_remaining).toBe(15);
  const messages = getMessagesResponseSchema.parse(
    await (await authed(server2, token, '/api/msgs/get', { method: 'POST', json: { id: saved.id } })).json(),
  ).messages;
  expect(messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual([report]);
}, 120_000);
