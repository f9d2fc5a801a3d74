import type {
  ImageResult,
  ResearchEvent,
  SearchMode,
  Source,
  SourceScope,
  UnverifiedCitation,
} from '@pardus/protocol';

/** One search, page read or model call of a deep-research run that failed (the run went on). */
export type ResearchFailure = Omit<Extract<ResearchEvent, { type: 'failure' }>, 'type'>;

/** A chat message as the web app holds it (SPEC §3 Message). */
export interface Message {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  /** Milliseconds from send to the end of the answer. */
  responseTime?: number;
  images?: ImageResult[];
  sources?: Source[];
  /** True while images for this answer are still being searched. */
  imagesLoading?: boolean;
  /** True for a deep-research message whose content is still progress text. */
  isProgress?: boolean;
  /** Shown under a deep-research progress panel while the run waits (the library loading); not saved. */
  notice?: string;
  /** Error reported by the server after (or instead of) partial content; shown below the answer. */
  error?: string;
  /** Deep research: searches and page reads that failed; shown as a note under the report. */
  failures?: ResearchFailure[];
  /** Citations the server could not verify against their sources (their chips are marked); not saved. */
  unverifiedCitations?: UnverifiedCitation[];
  /** Questions a reader may ask next, offered under the answer (saved with it). */
  related?: string[];
  /** The mode that produced an assistant message. */
  mode?: SearchMode;
  /** What the question of an assistant message searched, when not the web (Retry asks it the same way); not saved. */
  scope?: SourceScope;
}

/** Quick answers or Deep research reports (SPEC §2 input toggle). */
export type { SearchMode } from '@pardus/protocol';
