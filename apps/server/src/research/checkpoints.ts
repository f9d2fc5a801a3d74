import { z } from 'zod';
import { researchFailureReasonSchema, researchFailureStageSchema } from '@pardus/protocol';

/**
 * Stage outputs a run stores as it goes; they are its checkpoints. A run resumed after a restart
 * or crash parses what was stored and skips every stage that has an entry: finished searches and
 * page reads (`gathered`), the plan and the outline are never redone. Parsed, never trusted: a
 * damaged entry is treated as missing and that stage simply runs again.
 */
const planSchema = z.object({ title: z.string(), queries: z.array(z.string()) });
const gatheredSchema = z.object({
  docs: z.array(
    z.object({
      url: z.string(),
      title: z.string(),
      snippet: z.string(),
      text: z.string(),
      site: z.string().optional(),
      via: z.enum(['page', 'content', 'snippet']),
      libraryId: z.string().optional(),
    }),
  ),
  searched: z.array(z.string()),
  stats: z.object({
    searches: z.number(),
    searchFailures: z.number(),
    pagesRead: z.number(),
    readFailures: z.number(),
  }),
  failures: z.array(
    z.object({
      stage: researchFailureStageSchema,
      target: z.string(),
      reason: researchFailureReasonSchema,
      status: z.number().optional(),
      message: z.string(),
    }),
  ),
});
const outlineSchema = z.array(
  z.object({ title: z.string(), focus: z.string(), passageIds: z.array(z.string()).optional() }),
);
const sectionsSchema = z.object({ text: z.string() });
/** Parts written in full, by their place in the report: `{ "0": "…", "1": "…" }`. */
const partsSchema = z.record(z.string().regex(/^\d{1,3}$/u), z.string());

export type PlanCheckpoint = z.infer<typeof planSchema>;
export type GatheredCheckpoint = z.infer<typeof gatheredSchema>;

export interface Checkpoints {
  plan?: PlanCheckpoint;
  gathered?: GatheredCheckpoint;
  outline?: z.infer<typeof outlineSchema>;
  /** The whole report once every part was written. */
  report?: z.infer<typeof sectionsSchema>;
  /** Parts written in full before a restart, by their place in the report (citations already in Sources numbering). */
  parts?: Map<number, string>;
}

/** Reads the checkpoints out of a run's stored `stages`. */
export function readCheckpoints(stages: Record<string, unknown>): Checkpoints {
  const plan = planSchema.safeParse(stages.plan);
  const gathered = gatheredSchema.safeParse(stages.gathered);
  const outline = outlineSchema.safeParse(stages.outline);
  const report = sectionsSchema.safeParse(stages.report);
  const stored = partsSchema.safeParse(stages.parts);
  const parts = new Map<number, string>(
    stored.success ? Object.entries(stored.data).map(([index, text]) => [Number(index), text]) : [],
  );
  return {
    ...(plan.success ? { plan: plan.data } : {}),
    ...(plan.success && gathered.success ? { gathered: gathered.data } : {}),
    ...(gathered.success && outline.success ? { outline: outline.data } : {}),
    ...(outline.success && report.success ? { report: report.data } : {}),
    // Parts belong to the stored outline: without it they are written again.
    ...(gathered.success && outline.success && parts.size > 0 ? { parts } : {}),
  };
}
