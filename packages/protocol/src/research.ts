import { z } from 'zod';
import { MAX_USER_MESSAGE_CHARS } from './limits.js';
import { chatMessageSchema } from './chat.js';

/**
 * Deep-research status phrases. The server emits them in `status` events; the web reads the
 * stage from them (SPEC §4 "Deep-research progress"). Keep both sides on these constants.
 */
export const RESEARCH_STATUS = {
  generatingTitle: 'Generating report title',
  generatedQueries: (n: number) => `Generated ${n} queries`,
  searchingWeb: 'Searching web',
  planningStructure: 'Planning report structure',
  generatingContent: 'Generating content',
  writing: (section: string) => `Writing: ${section}`,
  completed: (done: number, total: number) => `Completed ${done}/${total}`,
} as const;

export const RESEARCH_STAGE_LABELS = [
  'Generating report title',
  'Planning search queries',
  'Searching web sources',
  'Planning report structure',
  'Generating content',
  'Writing sections',
] as const;

export interface ResearchProgress {
  /** 0..5, index into RESEARCH_STAGE_LABELS. */
  stage: number;
  /** 0..100 */
  percent: number;
  task: string;
}

/** Reads the current stage from the running progress text, in SPEC §4 priority order. */
export function parseResearchProgress(text: string): ResearchProgress {
  const writing = /Writing: ([^\n]+)/g;
  let lastSection: string | undefined;
  for (let m = writing.exec(text); m; m = writing.exec(text)) lastSection = m[1]?.trim();
  if (lastSection !== undefined) {
    const completed = [...text.matchAll(/Completed (\d+)\/(\d+)/g)].at(-1);
    const done = Number(completed?.[1]);
    const total = Number(completed?.[2]);
    const percent = completed && total > 0 ? 70 + (Math.min(done, total) / total) * 25 : 85;
    return { stage: 5, percent, task: `Writing: ${lastSection}` };
  }
  if (text.includes('Generating content')) return { stage: 4, percent: 70, task: 'Generating content' };
  if (text.includes('Planning report structure'))
    return { stage: 3, percent: 55, task: 'Planning report structure' };
  if (text.includes('Searching web')) return { stage: 2, percent: 40, task: 'Searching web' };
  if (/Generated .*queries/.test(text)) return { stage: 1, percent: 25, task: 'Search queries planned' };
  if (text.includes('Generating report title')) return { stage: 0, percent: 10, task: 'Generating report title' };
  return { stage: 0, percent: 10, task: 'Initializing deep search...' };
}

/** POST /api/spysearch body (SPEC §7). */
export const researchRequestSchema = z.strictObject({
  query: z.string().trim().min(1).max(MAX_USER_MESSAGE_CHARS),
  messages: z.array(chatMessageSchema).max(400).default([]),
});
export type ResearchRequest = z.infer<typeof researchRequestSchema>;

/** Stream events of /api/spysearch (lines optionally `data: `-prefixed, ending with `[DONE]`). */
export const researchEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), content: z.string() }),
  z.object({ type: z.literal('status'), content: z.string() }),
  z.object({ type: z.literal('queries'), content: z.array(z.string()) }),
  z.object({ type: z.literal('section_complete'), content: z.string() }),
  z.object({ type: z.literal('report_chunk'), content: z.string() }),
  z.object({ type: z.literal('final_report'), content: z.string() }),
]);
export type ResearchEvent = z.infer<typeof researchEventSchema>;
export const RESEARCH_STREAM_END = '[DONE]';
