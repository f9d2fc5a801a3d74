import type { Fact } from '../questions.js';

export type { Fact };

/**
 * The shape of a Deep question: what a good report for it looks like (table, sections, a gap).
 * `one-line`: the library answers it in one line (a WordNet entry): a short honest report with that line,
 * cited, and what the library lacks; no depth targets. `document`: asked over the user's own documents
 * (the fixtures of `eval/documents/`, `sources: 'documents'`).
 */
export type DeepKind =
  'comparison' | 'single' | 'region' | 'concept' | 'one-line' | 'document' | 'unanswerable';

export interface DeepQuestion {
  question: string;
  kind: DeepKind;
  /**
   * The names asked about: countries (by any Factbook name or demonym), regions ("Southeast Asia",
   * resolved to their member countries) or concepts ("volcano"). A source is about a subject when its
   * title names it. For a document question, what the document is about ("garden").
   */
  subjects: string[];
  /** The aspects asked for ("government", "energy"); each wants a `##` section of its own. */
  aspects: string[];
  /** Facts that must all appear somewhere in the report (tables included). */
  expected: Fact[];
  /** Facts that must not appear (a namesake, a wrong figure). */
  forbidden?: Fact[];
  /** Other countries a report may name freely (a partner the question itself implies). */
  allowed?: string[];
}
