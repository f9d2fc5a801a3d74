import type { ModelProvider, SearchMode, Setup, WebSearchProvider } from '@pardus/protocol';

const WEB_SEARCH_NAMES: Record<WebSearchProvider, string> = {
  searxng: 'SearXNG',
  brave: 'Brave Search',
  tavily: 'Tavily',
  serper: 'Serper',
};

const MODEL_PROVIDER_NAMES: Record<ModelProvider, string> = {
  'openai-compatible': 'an OpenAI-compatible server',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
};

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * One sentence on where answers come from in this configuration: what is searched (the library's
 * collections, or the web search provider, and the user's own documents either way) and what
 * writes the answer (the model, or nobody: the sources are quoted).
 */
export function answerSourcesText(setup: Setup): string {
  const searched =
    setup.search.provider === 'library'
      ? [...setup.search.collections, 'your own documents']
      : [`web search (${WEB_SEARCH_NAMES[setup.search.provider]})`, 'your own documents'];
  if (!setup.model) return `Answers quote ${listed(searched)}. No language model is configured.`;
  const { name, provider } = setup.model;
  return `Answers come from ${listed(searched)}, written by ${name} (${MODEL_PROVIDER_NAMES[provider]}).`;
}

/** A question offered on the home screen, asked in `mode` when chosen. */
export interface ExampleQuestion {
  question: string;
  mode: SearchMode;
  /** What it shows the engine doing: finding a fact, comparing, explaining, or a Deep report. */
  kind: 'fact' | 'comparison' | 'concept' | 'report';
}

/**
 * Four questions this configuration answers well, with a citation: a fact, a comparison, a concept
 * and a Deep report. The library's are checked against it (the Factbook, the bundled volcano
 * article); a web search answers those as well, and a fact of this year besides.
 */
export function exampleQuestions(setup: Setup): ExampleQuestion[] {
  const fact =
    setup.search.provider === 'library'
      ? 'What is the capital of Australia?'
      : 'What is the latest version of Node.js?';
  return [
    { question: fact, mode: 'quick', kind: 'fact' },
    { question: 'Compare the population of Spain and Portugal', mode: 'quick', kind: 'comparison' },
    { question: 'How do volcanoes form?', mode: 'quick', kind: 'concept' },
    { question: 'How is Switzerland governed?', mode: 'deep', kind: 'report' },
  ];
}

/** True when the server is known to have no language model: its answers quote the sources. */
export const quotesSources = (setup: Setup | undefined): boolean =>
  setup !== undefined && setup.model === null;
