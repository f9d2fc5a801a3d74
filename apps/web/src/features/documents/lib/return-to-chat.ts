/**
 * The documents page's way back: links to it carry, as router state, the chat address they were
 * followed from (a conversation is `/?c=…`), so "Back to chat" and "Ask about this file" return
 * to that conversation rather than to an empty home.
 */
export interface ReturnToChat {
  returnTo: string;
}

/** The state a link to the documents page carries, made from where the user is now. */
export function returnToChatState(location: { pathname: string; search: string }): ReturnToChat | undefined {
  // Only the chat is worth returning to; from elsewhere the way back is home.
  return location.pathname === '/' ? { returnTo: `/${location.search}` } : undefined;
}

/** Where to return: the chat address in `state` when it is one, home otherwise. */
export function returnToChatPath(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return '/';
  const { returnTo } = state;
  // Router state can outlive a deploy or be hand-made: only our own chat addresses are trusted.
  return typeof returnTo === 'string' && (returnTo === '/' || returnTo.startsWith('/?')) ? returnTo : '/';
}
