import type { ChatMessage } from '@pardus/protocol';
import type { WebResult } from '../../search/search-provider.js';
import type { EvidencePack } from '../evidence/evidence-pack.js';
import type { Evidence } from '../evidence/select-evidence.js';
import type { QuestionFrame } from '../understand/frame.js';

/** What the user asked, with the conversation before it. */
export interface ResearchQuestion {
  question: string;
  history: readonly ChatMessage[];
  /** What the question is about (its places, aspects and shape), read once per run. */
  frame?: QuestionFrame;
}

/** One `##` section the outline plans. */
export interface OutlineSection {
  title: string;
  /** What the section is about, in words: its evidence pack is ranked against this. */
  focus: string;
  /** Passages the planner grouped under this section (offline outline); packs start from these. */
  passageIds?: string[];
  /** The aspect it covers, for every place side by side (a question about places). */
  aspect?: string;
  /** The comparison table of the places' key facts. */
  table?: boolean;
}

export type ReportPartKind = 'summary' | 'section' | 'conclusion';

/** One part of the report to write, with the numbered evidence it may cite. */
export interface ReportPart {
  kind: ReportPartKind;
  title: string;
  focus: string;
  pack: EvidencePack;
  /** As in the outline: the aspect a section covers, or the comparison table. */
  aspect?: string;
  table?: boolean;
}

export interface PartsRequest extends ResearchQuestion {
  reportTitle: string;
  parts: readonly ReportPart[];
  /** Most output tokens each part may use (a language model's cap; the offline writer ignores it). */
  maxTokensPerPart: number;
}

/**
 * Whatever writes the report: the offline extractive writer or a language model. The pipeline
 * decides what runs when and in parallel; the model only turns inputs into text. Writers cite
 * `[local]` numbers of their part's pack, never URLs; the pipeline maps and filters them.
 */
export interface ResearchModel {
  readonly usesLanguageModel: boolean;
  /** The report's title (short, no trailing punctuation). */
  title(input: ResearchQuestion, signal: AbortSignal): Promise<string>;
  /**
   * 3..max distinct search queries covering different aspects of the question. `probe` holds the
   * results of searching the question itself when they are already in (the offline planner plans
   * from them; a language model may ignore them).
   */
  planQueries(
    input: ResearchQuestion,
    probe: readonly WebResult[],
    max: number,
    signal: AbortSignal,
  ): Promise<string[]>;
  /** True when `planQueries` needs the probe results (the pipeline then waits for them). */
  readonly plansFromProbe: boolean;
  /** The report's sections (without summary and conclusion), chosen for the question and evidence. */
  outline(
    input: ResearchQuestion & { reportTitle: string },
    evidence: Evidence,
    limits: { min: number; max: number },
    signal: AbortSignal,
  ): Promise<OutlineSection[]>;
  /**
   * Starts writing every part at once and returns one text stream per part, in order. Each
   * stream yields the part's body (no heading) citing `[local]` numbers of its pack.
   */
  writeParts(request: PartsRequest, signal: AbortSignal): AsyncIterable<string>[];
}
