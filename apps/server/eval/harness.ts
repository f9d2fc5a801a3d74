/**
 * The real Quick answer path for `npm run eval`: the bundled library (articles, WordNet, Factbook), the
 * extractive engine and POST /api/quick through `app.request()`, as a signed-in user. Nothing measured is
 * replaced or patched; this file only wires it up the way apps/server/bench/run.ts does.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { quickEventSchema, type ChatMessage } from '@pardus/protocol';
import { createLogger } from '../src/logger.js';
import { offlineApp, offlineLibrary } from '../bench/offline-app.js';
import { authed, TEST_PUBLIC_URL } from '../test/support/test-app.js';
import { uploadAndRead } from '../test/support/documents.js';
import { REPO_ROOT } from '../src/paths.js';
import type { CitedSource } from './score.js';

/** One Quick answer as the user received it. */
export interface QuickResult {
  /** The answer markdown (all `response` chunks). */
  answer: string;
  /** The sources in the order they were streamed, numbered from 1 like the answer's citations. */
  sources: CitedSource[];
  /** The stream's `error` event, if any. */
  error?: string;
  /** The questions offered to ask next (`related`), if any. */
  related: string[];
  /** From sending the request to the end of the stream. */
  ms: number;
}

export interface EvalHarness {
  /** The index build, in ms (0 when an existing index under DATA_DIR was reused unchanged). */
  buildMs: number;
  /**
   * Asks `question` after the earlier turns of a conversation (none for a standalone question); with
   * `documents`, over the user's own documents only (the fixtures of `eval/documents/`).
   */
  ask(
    question: string,
    history?: readonly ChatMessage[],
    options?: { documents?: boolean },
  ): Promise<QuickResult>;
  close(): Promise<void>;
}

/** `/library/<id>` → id, for URLs of this app. */
export const libraryIdOf = (url: string): string | undefined => {
  const match = /\/library\/([^/?#]+)$/u.exec(new URL(url, TEST_PUBLIC_URL).pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

/** Builds the library index (into DATA_DIR when set, else a temporary folder) and a signed-in app. */
export async function createEvalHarness(): Promise<EvalHarness> {
  const logger = createLogger('silent');
  const ownDir = process.env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'pardus-eval-'));
  const { library, buildMs } = await offlineLibrary(ownDir ?? process.env.DATA_DIR!, logger);
  const { t, token, processor } = await offlineApp(library, logger, 'eval@example.com', { documents: true });
  // The user's own documents, uploaded and read as the app does: the document questions ask them.
  const folder = path.join(REPO_ROOT, 'apps/server/eval/documents');
  for (const name of await readdir(folder)) {
    const bytes = new Uint8Array(await readFile(path.join(folder, name)));
    const doc = await uploadAndRead({ app: t.app, processor: processor! }, token, name, bytes);
    if (doc.status !== 'indexed') throw new Error(`eval document ${name} was not read: ${doc.status}`);
  }

  const documentText = async (url: string) => {
    const id = libraryIdOf(url);
    return id === undefined ? undefined : library.getDocument(id);
  };

  return {
    buildMs,
    async ask(question, history = [], options = {}) {
      const started = performance.now();
      const response = await authed(t.app, token, '/api/quick', {
        method: 'POST',
        json: {
          message: [...history, { role: 'user', content: question }],
          ...(options.documents ? { sources: 'documents' } : {}),
        },
      });
      const body = await response.text();
      const ms = performance.now() - started;
      const result: QuickResult = { answer: '', sources: [], related: [], ms };
      /** A document passage's text as the answer saw it (its summary): the library serves no page for it. */
      const summaries = new Map<string, string>();
      if (response.status !== 200) return { ...result, error: `HTTP ${response.status}` };
      for (const line of body.split('\n')) {
        if (!line.trim()) continue;
        const event = quickEventSchema.parse(JSON.parse(line));
        if (event.type === 'response') result.answer += event.content;
        if (event.type === 'error') result.error = `${event.code}: ${event.message}`;
        if (event.type === 'related') result.related = event.questions;
        if (event.type === 'search') {
          summaries.set(event.url, event.summary);
          result.sources.push({ n: result.sources.length + 1, url: event.url, title: event.title ?? '' });
        }
      }
      // Source texts are fetched after the clock stopped: they are for scoring, not part of the answer.
      for (const source of result.sources) {
        const doc = await documentText(source.url);
        if (doc) Object.assign(source, { text: doc.text, kind: doc.kind });
        else if (summaries.has(source.url))
          Object.assign(source, { text: summaries.get(source.url), kind: 'document' });
      }
      return result;
    },
    async close() {
      await t.close();
      if (ownDir) await rm(ownDir, { recursive: true, force: true });
    },
  };
}
