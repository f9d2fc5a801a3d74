/** Business constants shared by server and web (SPEC §9, DESIGN §6). */

/** Longest user message the input accepts and the server stores (characters). */
export const MAX_USER_MESSAGE_CHARS = 10_000;
/** Longest assistant/search message a saved conversation may hold (long Deep reports). */
export const MAX_SAVED_MESSAGE_CHARS = 200_000;
/** Most messages one request may carry (history + new message). */
export const MAX_MESSAGES_PER_REQUEST = 400;
/** Longest conversation title the server stores. */
export const MAX_TITLE_CHARS = 200;
/** Daily-token cost of each search mode (SPEC §9). */
export const TOKEN_COST = { quick: 1, deep: 5 } as const;
export type SearchMode = keyof typeof TOKEN_COST;
/** Id the web sends to create a conversation instead of updating one (SPEC §4). */
export const NEW_CONVERSATION_ID = 'new_message';
