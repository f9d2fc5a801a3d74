import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a 'Copied!' confirmation stays visible (SPEC §9). */
export const COPIED_INDICATOR_MS = 2_000;

/**
 * Copies text to the clipboard and exposes `copied` for COPIED_INDICATOR_MS afterwards.
 * `copy` resolves true on success and false when the clipboard refused.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return true;
  }, []);
  return { copied, copy };
}
