import path from 'node:path';
import { REPO_ROOT } from '../../paths.js';

/**
 * The edition of the World Factbook the server ships: the final one, published in January 2026
 * before the CIA discontinued the Factbook. Answers and reports name it once, in these words.
 */
export const FACTBOOK_EDITION = {
  /** As a reader is told where facts come from. */
  title: 'World Factbook, final edition (January 2026)',
  /** As an item of a list of sources ("…, the World Factbook (final edition, January 2026), WordNet 3.1, …"). */
  listed: 'the World Factbook (final edition, January 2026)',
  /** Keys the stored library index: another edition rebuilds the Factbook's documents. */
  id: 'factbook-final-2026-01',
  /** The vendored archive (see apps/server/vendor/README.md for its source and checksum). */
  archive: path.join(REPO_ROOT, 'apps/server/vendor/factbook-final-2026-01.tar.gz'),
  sha256: 'f6020e960f770d8406312b25c42603f641a821e6d31b4ccb58060a61f2e13fd7',
} as const;
