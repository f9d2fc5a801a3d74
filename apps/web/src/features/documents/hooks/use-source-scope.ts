import { useCallback, useState } from 'react';
import { sourceScopeSchema, type SourceScope } from '@pardus/protocol';

/** Browser storage key of the composer's "Search in" choice. */
export const SOURCE_SCOPE_STORAGE_KEY = 'search-sources';

/** The composer's "Search in" choice as stored now (what a question asked from elsewhere searches). */
export function currentSourceScope(): SourceScope {
  return readScope();
}

/** Stores the "Search in" choice for the next composer to open with (a question asked from elsewhere). */
export function rememberSourceScope(scope: SourceScope): void {
  writeScope(scope);
}

function writeScope(scope: SourceScope): void {
  try {
    localStorage.setItem(SOURCE_SCOPE_STORAGE_KEY, scope);
  } catch {
    // Not remembered, still used.
  }
}

function readScope(): SourceScope {
  try {
    const parsed = sourceScopeSchema.safeParse(localStorage.getItem(SOURCE_SCOPE_STORAGE_KEY));
    return parsed.success ? parsed.data : 'web';
  } catch {
    // Storage can be unavailable (privacy mode): the default then, for this page only.
    return 'web';
  }
}

/** What questions search (web, my documents or both), remembered in this browser. */
export function useSourceScope(): [
  SourceScope,
  (next: SourceScope | ((current: SourceScope) => SourceScope)) => void,
] {
  const [scope, setScope] = useState(readScope);
  const change = useCallback((next: SourceScope | ((current: SourceScope) => SourceScope)) => {
    setScope((current) => {
      const value = typeof next === 'function' ? next(current) : next;
      writeScope(value);
      return value;
    });
  }, []);
  return [scope, change];
}
