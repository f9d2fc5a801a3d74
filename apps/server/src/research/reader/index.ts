/**
 * The safe page reader of deep research: fetches one untrusted URL and returns its article as
 * Markdown, refusing private addresses at connect time and capping size, time and redirects.
 */
export { createPageReader, type PageReader, type PageReaderOptions, type ReadPage } from './page-reader.js';
export { ReadError, type ReadFailureReason } from './read-error.js';
export { isBlockedAddress, type AddressPolicy } from './address-policy.js';
export type { ResolveHost, ResolvedAddress } from './target-policy.js';
