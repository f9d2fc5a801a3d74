import type { ImageResult, Source } from '@pardus/protocol';

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
}
