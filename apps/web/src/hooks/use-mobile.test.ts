import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useIsMobile } from './use-mobile';

/** A controllable matchMedia: `matches` follows `width < 768` for the max-width query. */
function installMatchMedia(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width: (\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      width = next;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useIsMobile', () => {
  it('is true under 768 px and false from 768 px, following resizes', () => {
    const screen = installMatchMedia(390);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    act(() => screen.resize(768));
    expect(result.current).toBe(false);
    act(() => screen.resize(767));
    expect(result.current).toBe(true);
  });
});
