import { EVIDENCE_LIMITS, type EvidenceLimits } from './evidence/select-evidence.js';
import { GATHER_LIMITS, type GatherLimits } from './stages/gather.js';

/** Every cap of one Deep research run. A run always ends within `timeCapMs` (plus a write-up). */
export interface ResearchLimits {
  gather: GatherLimits;
  evidence: EvidenceLimits;
  /** Fewest and most planned queries. */
  minQueries: number;
  maxQueries: number;
  /** Fewest and most `##` body sections (the conclusion comes on top). */
  minSections: number;
  maxSections: number;
  /** Wall-time cap of the whole run. */
  timeCapMs: number;
  /** Share of the cap by which searching and reading must end; writing gets the rest. */
  gatherShare: number;
  /** Share of the cap the title and query plan may take (then the offline plan stands in). */
  planShare: number;
  /** Evidence handed to each part's writer, in characters (about 4 a token). */
  packChars: number;
  /** Output tokens all model calls of a run may use together. */
  maxLlmTokens: number;
  /** Images sent with the report. */
  images: number;
}

export const DEFAULT_RESEARCH_LIMITS: ResearchLimits = {
  gather: GATHER_LIMITS,
  evidence: EVIDENCE_LIMITS,
  minQueries: 3,
  maxQueries: 6,
  minSections: 3,
  maxSections: 7,
  timeCapMs: 150_000,
  gatherShare: 0.45,
  planShare: 0.15,
  packChars: 9_000,
  maxLlmTokens: 16_000,
  images: 8,
};

/** Limits from the server's settings (RESEARCH_* environment variables). */
export function researchLimits(settings: {
  maxQueries: number;
  maxPages: number;
  timeCapMs: number;
  maxLlmTokens: number;
}): ResearchLimits {
  const maxQueries = Math.max(1, settings.maxQueries);
  return {
    ...DEFAULT_RESEARCH_LIMITS,
    maxQueries,
    minQueries: Math.min(DEFAULT_RESEARCH_LIMITS.minQueries, maxQueries),
    gather: { ...GATHER_LIMITS, maxSearches: maxQueries + 1, maxPages: settings.maxPages },
    timeCapMs: settings.timeCapMs,
    maxLlmTokens: settings.maxLlmTokens,
  };
}
