import { DOCUMENT_SITE_NAME, type Source } from '@pardus/protocol';

/** A document citation's title is "<name>, p. 12", "<name>, § Methods" or the bare name. */
const PLACE_IN_DOCUMENT = /, (?:p\. \d+|§ .*)$/su;

/**
 * The names of the user's own documents an answer quotes (its sources from "My documents"), each
 * once, in the order first cited. A share link shows those passages to anyone who has it.
 */
export function quotedDocumentNames(sources: readonly Source[] | undefined): string[] {
  const names = (sources ?? [])
    .filter((source) => source.site === DOCUMENT_SITE_NAME)
    .map((source) => source.title?.replace(PLACE_IN_DOCUMENT, '').trim() || 'an untitled document');
  return [...new Set(names)];
}
