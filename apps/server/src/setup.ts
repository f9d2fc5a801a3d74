import path from 'node:path';
import type { Setup } from '@pardus/protocol';
import type { Config } from './config.js';
import { FACTBOOK_EDITION } from './knowledge/factbook/edition.js';
import { REPO_ROOT } from './paths.js';
import { WORDNET_EDITION } from './search/library/sources/wordnet.js';

/** The starter articles shipped in the repository (LIBRARY_DIR's default). */
const BUNDLED_LIBRARY = path.join(REPO_ROOT, 'library');

/**
 * What this server's answers come from, as `GET /api/setup` tells the home screen: the library's
 * collections with their editions, or the web search provider; the model, or none.
 */
export function describeSetup(config: Config): Setup {
  const articles =
    path.resolve(config.LIBRARY_DIR) === BUNDLED_LIBRARY
      ? 'the bundled articles'
      : 'the articles in LIBRARY_DIR';
  return {
    search:
      config.SEARCH_PROVIDER === 'library'
        ? { provider: 'library', collections: [FACTBOOK_EDITION.listed, WORDNET_EDITION, articles] }
        : { provider: config.SEARCH_PROVIDER },
    model:
      config.LLM_PROVIDER === 'extractive'
        ? null
        : { provider: config.LLM_PROVIDER, name: config.LLM_MODEL ?? config.LLM_PROVIDER },
  };
}
