import type { ResearchModel } from '../research-model.js';
import { extractiveOutline } from './outline.js';
import { planExtractiveQueries } from './plan-queries.js';
import { extractiveTitle } from './report-title.js';
import { writeExtractiveParts } from './write-parts.js';

/** Yields one finished text as a stream, in a few pieces, so it arrives like a written one. */
async function* asStream(text: string, signal: AbortSignal): AsyncGenerator<string> {
  for (const piece of text.split(/(?<=\n\n)/u)) {
    if (signal.aborted) return;
    yield piece;
  }
}

/**
 * The offline research model: titles, queries, outline and sections are made from the question
 * and the evidence itself (deterministic, a few milliseconds, no network). Reports are composed of
 * the sources' own sentences, each cited.
 */
export function createExtractiveResearchModel(): ResearchModel {
  return {
    usesLanguageModel: false,
    plansFromProbe: true,
    title: async ({ question, frame }) => extractiveTitle(question, frame),
    // Questions about places are planned before any model is asked (stages/plan-and-gather.ts).
    planQueries: async ({ question, frame }, probe, max) =>
      planExtractiveQueries(question, probe, max, frame?.names),
    outline: async ({ question, reportTitle, frame }, evidence, limits) =>
      extractiveOutline(question, reportTitle, evidence, limits, frame?.names ?? []),
    writeParts(request, signal) {
      return writeExtractiveParts(request).map((text) => asStream(text, signal));
    },
  };
}
