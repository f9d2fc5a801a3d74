/** Texts of SPEC §8 for search requests. */
export const SEARCH_ERRORS = {
  missingToken: 'Authentication required. Please login first.',
  insufficientTokens: 'Insufficient tokens. Please check your token balance.',
  httpStatus: (status: number) => `HTTP error! status: ${status}`,
  generic: 'Failed to send message. Please check your connection and try again.',
  assistantFallback: 'Sorry, I encountered an error while processing your request. Please try again.',
  tokenStatusFailed: 'Failed to check token status. Please try again.',
} as const;

/** A search request that failed before streaming began, with a message fit to show the user. */
export class SearchRequestError extends Error {
  override readonly name = 'SearchRequestError';
  constructor(
    message: string,
    /** HTTP status when the server answered; undefined for a missing token. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Turns a non-OK search response into the SPEC §8 error. */
export function searchResponseError(status: number): SearchRequestError {
  return new SearchRequestError(
    status === 403 ? SEARCH_ERRORS.insufficientTokens : SEARCH_ERRORS.httpStatus(status),
    status,
  );
}
