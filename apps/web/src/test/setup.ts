import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetToastsForTests } from '@/hooks/use-toast';
import { setAuthToken } from '@/lib/api-client';

// findBy*/waitFor wait up to 5 s, not 1 s: on 2 busy cores a render can take longer than a second,
// and a test asserts what appears, not how fast.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; Radix and useIsMobile need them. A desktop-width screen by default.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      Object.assign(new EventTarget(), {
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
      }),
  });
}
if (typeof window.ResizeObserver !== 'function') {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ResizeObserverStub,
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetToastsForTests();
  setAuthToken(null);
});
