/**
 * Whether parts of an answer are near what the reader sees, for rendering only those while it
 * streams (see markdown-block). One IntersectionObserver per scroll container serves every element.
 */

/** How far beyond the visible area counts as near: half its height, above and below. */
const NEAR_MARGIN = '50% 0px';

type Listener = (near: boolean) => void;
interface Watcher {
  observer: IntersectionObserver;
  listeners: Map<Element, Listener>;
}

const DOCUMENT_ROOT = {};
const watchers = new WeakMap<object, Watcher>();

/**
 * The scroll container an element's nearness is measured in: the nearest `[data-scroll-root]` (the
 * app's scroll areas), else the page. A percentage margin applies to the root only, so with the page
 * as root an element inside a scroll area would be clipped by it and never count as near early.
 */
function scrollRootOf(element: Element): Element | null {
  return element.closest('[data-scroll-root]');
}

function watcherFor(root: Element | null): Watcher {
  const key = root ?? DOCUMENT_ROOT;
  let watcher = watchers.get(key);
  if (!watcher) {
    const listeners = new Map<Element, Listener>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) listeners.get(entry.target)?.(entry.isIntersecting);
      },
      { root, rootMargin: NEAR_MARGIN },
    );
    watcher = { observer, listeners };
    watchers.set(key, watcher);
  }
  return watcher;
}

/** Whether this browser can tell (tests' DOM and old browsers cannot: everything counts as near). */
export const canWatchNearness = () => typeof IntersectionObserver === 'function';

/**
 * Calls `listener` with whether `element` is within half a screen of its scroll container's
 * visible area, first soon after the call and then each time that changes. Returns the unsubscribe.
 */
export function watchNearness(element: Element, listener: Listener): () => void {
  if (!canWatchNearness()) {
    listener(true);
    return () => undefined;
  }
  const { observer, listeners } = watcherFor(scrollRootOf(element));
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    listeners.delete(element);
    observer.unobserve(element);
  };
}

const idleQueue: Array<() => void> = [];
let idleScheduled = false;

const requestIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 500 })
    : (run) => setTimeout(run, 16);

function runIdleQueue() {
  idleScheduled = false;
  idleQueue.shift()?.();
  if (idleQueue.length > 0) scheduleIdle();
}

function scheduleIdle() {
  if (idleScheduled) return;
  idleScheduled = true;
  requestIdle(runIdleQueue);
}

/**
 * Runs `task` when the page is idle, one task per idle period in the order they were queued (so
 * work queued for many blocks never lands in one long task). Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  idleQueue.push(task);
  scheduleIdle();
  return () => {
    const at = idleQueue.indexOf(task);
    if (at >= 0) idleQueue.splice(at, 1);
  };
}
