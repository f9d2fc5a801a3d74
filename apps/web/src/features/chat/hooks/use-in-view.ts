import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the first element matching `selector` inside the scrolling `root` is in view, looked up
 * again when `key` changes. False when there is none, or where IntersectionObserver is missing.
 */
export function useInView(root: RefObject<HTMLElement | null>, selector: string, key: unknown): boolean {
  // Tagged with the key it was seen for: after a change of key it counts only once observed again.
  const [seen, setSeen] = useState<{ key: unknown; inView: boolean } | null>(null);
  useEffect(() => {
    const target = root.current?.querySelector(selector);
    if (!target || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => setSeen({ key, inView: entry?.isIntersecting ?? false }),
      { root: root.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, selector, key]);
  return seen !== null && seen.key === key && seen.inView;
}
