import type { AnswerSource } from '../answer-engine.js';
import { extractAnswer } from './extractive-engine.js';

/** Timings of the extractive engine over synthetic sources, in milliseconds. */
export interface ExtractiveBenchmark {
  sources: number;
  charsPerSource: number;
  runs: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const VOCABULARY = (
  'river city population climate history museum bridge tower century railway harbour festival market ' +
  'university library cathedral mountain valley forest energy network policy research engine protocol ' +
  'language culture economy industry science theory model system process pattern signal dataset'
).split(' ');
const FILLER = 'the a of in and with for on by from near across during after its their this that'.split(' ');

/** A tiny deterministic PRNG (mulberry32), so every benchmark run sees the same text. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Markdown-ish synthetic sources: headings, paragraphs, lists, numbers, abbreviations, links. */
export function syntheticSources(count: number, charsPerSource: number, seed = 7): AnswerSource[] {
  const next = random(seed);
  const pick = (list: readonly string[]): string => list[Math.floor(next() * list.length)] ?? '';
  const sentence = (): string => {
    const parts: string[] = [];
    const length = 8 + Math.floor(next() * 18);
    for (let i = 0; i < length; i += 1) parts.push(next() < 0.45 ? pick(VOCABULARY) : pick(FILLER));
    if (next() < 0.2) parts.push(`approx. ${(next() * 100).toFixed(2)} km`);
    if (next() < 0.1) parts.push(`[see map](https://example.org/${pick(VOCABULARY)})`);
    const text = parts.join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  return Array.from({ length: count }, (_, index) => {
    let text = '';
    while (text.length < charsPerSource) {
      text += `## ${pick(VOCABULARY)} ${pick(VOCABULARY)}\n\n`;
      text += `${Array.from({ length: 5 }, sentence).join(' ')}\n\n- ${sentence()}\n- ${sentence()}\n\n`;
    }
    return {
      n: index + 1,
      url: `https://example.org/${index + 1}`,
      title: `${pick(VOCABULARY)} guide`,
      text: text.slice(0, charsPerSource),
    };
  });
}

/** Runs the extractive engine `runs` times over `sources` synthetic sources of `charsPerSource` characters. */
export function benchmarkExtractive(
  options: { sources?: number; charsPerSource?: number; runs?: number } = {},
): ExtractiveBenchmark {
  const { sources = 10, charsPerSource = 20_000, runs = 30 } = options;
  const input = syntheticSources(sources, charsPerSource);
  const history = [{ role: 'user' as const, content: 'Tell me about the river city' }];
  extractAnswer('How old is the railway bridge near the harbour?', history, input); // warm-up (JIT)
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    extractAnswer('How old is the railway bridge near the harbour?', history, input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  const round = (ms: number): number => Math.round(ms * 100) / 100;
  return {
    sources,
    charsPerSource,
    runs,
    meanMs: round(times.reduce((s, t) => s + t, 0) / times.length),
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(times.at(-1) ?? 0),
  };
}
