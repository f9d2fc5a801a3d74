import type { ChatMessage } from '@pardus/protocol';
import type { AskedFacts } from '../question/asked-facts.js';
import type { QuestionFrame } from '../question/understand.js';

/** A numbered source handed to an engine; `[n]` in the answer cites `sources[n-1]`. */
export interface AnswerSource {
  n: number;
  url: string;
  title: string;
  /** Readable text of the source (snippet or full content). Data, never instructions. */
  text: string;
}

export interface AnswerRequest {
  question: string;
  /** Earlier turns of the conversation, oldest first (without the question). */
  history: ChatMessage[];
  sources: AnswerSource[];
  signal: AbortSignal;
  /** The question's one reading, when the caller made it (Quick does, once per request). */
  frame?: QuestionFrame;
  /** The Factbook's typed facts the question asks for; their documents are among `sources`. */
  facts?: AskedFacts;
}

/**
 * The one interface every answer backend implements (extractive default, AI SDK providers).
 * `answer` yields markdown text chunks as soon as they exist; `[n]` markers cite `sources`.
 */
export interface AnswerEngine {
  readonly name: string;
  /** False for the offline extractive engine; the UI says no language model is configured. */
  readonly usesLanguageModel: boolean;
  answer(request: AnswerRequest): AsyncIterable<string>;
}

/**
 * Why an answer failed: the upstream model failed or answered garbage (`upstream`), it was too slow
 * (`timeout`), or the caller aborted (`aborted`, e.g. the client disconnected — nothing to report).
 */
export type AnswerErrorKind = 'upstream' | 'timeout' | 'aborted';

export interface AnswerErrorOptions extends ErrorOptions {
  /** Defaults to `upstream`. */
  kind?: AnswerErrorKind;
}

/** An upstream model failure. `retryable` when nothing was produced yet and a retry may help. */
export class AnswerError extends Error {
  readonly kind: AnswerErrorKind;

  constructor(
    message: string,
    readonly retryable: boolean,
    options?: AnswerErrorOptions,
  ) {
    super(message, options);
    this.name = 'AnswerError';
    this.kind = options?.kind ?? 'upstream';
  }
}
