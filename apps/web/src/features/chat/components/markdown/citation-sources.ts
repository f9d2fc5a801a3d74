import { createContext, useContext } from 'react';
import type { Source } from '@pardus/protocol';

const NO_SOURCES: readonly Source[] = [];

/**
 * The sources of the answer being rendered, for the citation chips' previews. A context rather than
 * props: answer blocks are memoized on their sources' URLs, so when the passages arrive at the end of
 * a stream (a `cited` event) only the chips update, never the parsed blocks.
 */
export const CitationSources = createContext<readonly Source[]>(NO_SOURCES);

/** Source `n` (as `[n]` cites it, from 1) of the answer being rendered. */
export function useCitedSource(n: number): Source | undefined {
  return useContext(CitationSources)[n - 1];
}
