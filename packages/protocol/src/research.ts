import { sourceScopeSchema } from './documents.js';
import * as z from 'zod/mini';
import { MAX_USER_MESSAGE_CHARS } from './limits.js';
import {
  chatMessageSchema,
  citedPassageSchema,
  imageResultSchema,
  relatedQuestionsSchema,
  sourceNumber,
  unverifiedCitationSchema,
} from './chat.js';

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
  if (text.includes('Generating report title'))
    return { stage: 0, percent: 10, task: 'Generating report title' };
  return { stage: 0, percent: 10, task: 'Initializing deep search...' };
}

/**
 * POST /api/spysearch body (SPEC §7). `conversation_id` (a saved conversation of the caller) is
 * where the server writes the finished report, even when no browser is open at the end.
 * `replaces_answer` (Retry) asks the question of that conversation's last answer again: the number
 * of that answer (0-based, among the assistant's, as share links count them). The report then takes
 * its place instead of being appended; anything but the last answer, or another question, is a 400.
 */
export const researchRequestSchema = z
  .strictObject({
    query: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_USER_MESSAGE_CHARS)),
    messages: z._default(z.array(chatMessageSchema).check(z.maxLength(400)), []),
    conversation_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^\P{Cc}*$/u))),
    /** What to search: the web (default), the caller's documents, or both. */
    sources: z.optional(sourceScopeSchema),
    replaces_answer: z.optional(z.int().check(z.gte(0), z.lte(10_000))),
  })
  .check(
    z.refine((body) => body.replaces_answer === undefined || body.conversation_id !== undefined, {
      message: 'replaces_answer needs the conversation_id of the answer it replaces',
      path: ['replaces_answer'],
    }),
  );
export type ResearchRequest = z.infer<typeof researchRequestSchema>;

/** Why one search, page read or model call of a research run failed (reported, never silent). */
export const researchFailureReasonSchema = z.enum([
  'timeout',
  'blocked',
  'too_large',
  'http_status',
  'rate_limited',
  'not_text',
  'network',
  'invalid_response',
  'empty',
  'too_many_redirects',
  'invalid_url',
  'over_budget',
]);
export type ResearchFailureReason = z.infer<typeof researchFailureReasonSchema>;

/** Which stage a failure belongs to. */
export const researchFailureStageSchema = z.enum(['plan', 'search', 'read', 'write']);
export type ResearchFailureStage = z.infer<typeof researchFailureStageSchema>;

/**
 * Stream events of /api/spysearch (lines optionally `data: `-prefixed, ending with `[DONE]`).
 * SPEC §7 names the first six; the rest are extras old clients ignore:
 * - `source`: evidence source number `n` (what `[n]` in the report cites), sent before any text cites it;
 * - `images`: images found for the question (at most 8 are shown);
 * - `citations`: after `final_report`, the report's citations that could not be verified against the
 *   passages the writer was given (empty when all were);
 * - `cited`: after `final_report`, for each cited source the passage of its evidence that the report's
 *   citations of it draw on, which replaces that source's summary (the `source` event's summary is only
 *   its search snippet): what a reader needs to check the claim, kept when the report is saved;
 * - `failure`: one search, page read or model call that failed, with its reason (the run goes on);
 * - `error`: the run itself failed (or was stopped before any report text); terminal, followed by `[DONE]`;
 * - `run`: the durable run's id, sent first: `GET /api/research/:id/events?after=<seq>` re-attaches;
 * - `resumed`: the run was taken over after a restart or crash; report text sent before it is
 *   superseded (the report is written again from the last stored stage);
 * - `notice`: a line to show under the progress while the run waits on something (the library still
 *   loading after a start); the next `status` replaces it;
 * - `related`: questions a reader may ask next, after `final_report`.
 * Lines of a run also carry `seq` (its event number), the `after` to re-attach from.
 */
export const researchEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), content: z.string() }),
  z.object({ type: z.literal('status'), content: z.string() }),
  z.object({ type: z.literal('queries'), content: z.array(z.string()) }),
  z.object({ type: z.literal('section_complete'), content: z.string() }),
  z.object({ type: z.literal('report_chunk'), content: z.string() }),
  z.object({ type: z.literal('final_report'), content: z.string() }),
  z.object({
    type: z.literal('source'),
    n: sourceNumber,
    url: z.string(),
    title: z.string(),
    summary: z.string(),
    site: z.optional(z.string()),
  }),
  z.object({ type: z.literal('images'), images: z.array(imageResultSchema) }),
  z.object({ type: z.literal('citations'), unverified: z.array(unverifiedCitationSchema) }),
  z.object({ type: z.literal('cited'), sources: z.array(citedPassageSchema) }),
  z.object({
    type: z.literal('failure'),
    stage: researchFailureStageSchema,
    /** The query or URL that failed. */
    target: z.string(),
    reason: researchFailureReasonSchema,
    /** The upstream HTTP status, for `http_status` and `rate_limited`. */
    status: z.optional(z.int()),
    message: z.string(),
  }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
  z.object({ type: z.literal('run'), id: z.string() }),
  z.object({ type: z.literal('resumed') }),
  z.object({ type: z.literal('notice'), content: z.string() }),
  z.object({ type: z.literal('related'), questions: relatedQuestionsSchema }),
]);
export type ResearchEvent = z.infer<typeof researchEventSchema>;
export type ResearchEventType = ResearchEvent['type'];
export const RESEARCH_STREAM_END = '[DONE]';

/** The `notice` of a run that waits for the library index (a first start builds it, 10–20 s). */
export const LIBRARY_LOADING_NOTICE = 'Waiting for the library to finish loading…';

/** Opening of the report written when a run found too little evidence to write one. */
export const NOT_ENOUGH_EVIDENCE_HEADING = 'Not enough evidence';

/** Appended to a report the user stopped part-way (the text before it is kept and charged). */
export const RESEARCH_STOPPED_NOTE = '_Research stopped: this report is partial._';

/** Status of a durable research run. */
export const researchRunStatusSchema = z.enum([
  'queued',
  'running',
  'done',
  'insufficient',
  'failed',
  'cancelled',
]);
export type ResearchRunStatus = z.infer<typeof researchRunStatusSchema>;

/** GET /api/research?conversation_id=… : the caller's unfinished runs of that conversation. */
export const researchRunSummarySchema = z.object({
  id: z.string(),
  status: researchRunStatusSchema,
  question: z.string(),
  conversation_id: z.nullable(z.string()),
  /** A Retry: the number of the conversation's answer the report will replace. */
  replaces_answer: z.optional(z.int()),
});
export type ResearchRunSummary = z.infer<typeof researchRunSummarySchema>;
export const researchRunListSchema = z.object({ runs: z.array(researchRunSummarySchema) });
export type ResearchRunList = z.infer<typeof researchRunListSchema>;

/** POST /api/research/:id/cancel answer: the run's status when the request was taken. */
export const researchCancelResponseSchema = z.object({ id: z.string(), status: researchRunStatusSchema });
export type ResearchCancelResponse = z.infer<typeof researchCancelResponseSchema>;
