import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { useStickToBottom } from './use-stick-to-bottom';

/** The browser's ResizeObserver (jsdom has none): the test says when an observed element resized. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(readonly callback: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}

const VIEW_HEIGHT = 800;

/**
 * A scroll area as the conversation has (a scrolling viewport around one content element), whose
 * content height the test sets; jsdom lays nothing out, so heights and the scroll range are modelled.
 */
function Area({ content, turns }: { content: string; turns: number }) {
  const viewportRef = useStickToBottom(turns);
  return (
    <div data-testid="area">
      <div data-testid="viewport" ref={viewportRef}>
        <div>{content}</div>
      </div>
    </div>
  );
}

function setUp() {
  let contentHeight = 1000;
  const view = render(<Area content="a" turns={1} />);
  const viewport = view.getByTestId('viewport');
  let top = 0;
  Object.defineProperty(viewport, 'scrollHeight', { get: () => contentHeight });
  Object.defineProperty(viewport, 'clientHeight', { get: () => VIEW_HEIGHT });
  Object.defineProperty(viewport, 'scrollTop', {
    get: () => top,
    // Clamped to the scroll range, as a browser does.
    set: (value: number) => {
      top = Math.max(0, Math.min(value, contentHeight - VIEW_HEIGHT));
    },
  });
  const bottom = () => contentHeight - VIEW_HEIGHT;
  return {
    view,
    viewport,
    bottom,
    /** The content grew (or shrank) to `height`, as layout finds it, then the browser tells observers. */
    resize: (height: number) => {
      contentHeight = height;
      viewport.scrollTop = top; // a shorter range clamps the position
      act(() => {
        for (const observer of FakeResizeObserver.all)
          if (observer.targets.has(viewport.firstElementChild!)) observer.callback();
      });
    },
    /** The view moved to `to` (by the reader or the browser); the scroll event follows. */
    scrollTo: (to: number) => {
      viewport.scrollTop = to;
      fireEvent.scroll(viewport);
    },
  };
}

beforeEach(() => {
  FakeResizeObserver.all = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('useStickToBottom', () => {
  it('follows the content as it grows, however it grows (not only when its data changes)', () => {
    const { viewport, resize, bottom, scrollTo } = setUp();
    resize(3000);
    expect(viewport.scrollTop).toBe(bottom());
    scrollTo(bottom());
    // A block typeset after the data arrived grows the answer by more than the pin margin.
    resize(4200);
    expect(viewport.scrollTop).toBe(bottom());
  });

  it('keeps following when the browser moves the view up by itself (scroll anchoring)', () => {
    const { viewport, resize, bottom, scrollTo } = setUp();
    resize(3000);
    scrollTo(bottom());
    // A block above changed height; the browser kept it in place, 600 px above the bottom.
    scrollTo(bottom() - 600);
    resize(3500);
    expect(viewport.scrollTop).toBe(bottom());
  });

  it('stops following once the reader scrolls up, and follows again when they come back down', () => {
    const { view, viewport, resize, bottom, scrollTo } = setUp();
    resize(3000);
    scrollTo(bottom());
    fireEvent.wheel(view.getByTestId('area'), { deltaY: -400 });
    scrollTo(bottom() - 400);
    resize(4000);
    expect(viewport.scrollTop).toBe(3000 - VIEW_HEIGHT - 400);
    view.rerender(<Area content="ab" turns={1} />);
    expect(viewport.scrollTop).toBe(3000 - VIEW_HEIGHT - 400);

    // Back down to within the margin of the bottom: followed again.
    fireEvent.wheel(view.getByTestId('area'), { deltaY: 600 });
    scrollTo(bottom() - 50);
    resize(5000);
    expect(viewport.scrollTop).toBe(bottom());
  });

  it('a reader dragging the scrollbar up (input on the scroll area, outside the viewport) unpins too', () => {
    const { view, viewport, resize, bottom, scrollTo } = setUp();
    resize(3000);
    scrollTo(bottom());
    fireEvent.pointerDown(view.getByTestId('area'));
    scrollTo(1000);
    resize(4000);
    expect(viewport.scrollTop).toBe(1000);
  });

  it('a new turn scrolls down even when the reader had scrolled up', () => {
    const { view, viewport, resize, bottom, scrollTo } = setUp();
    resize(3000);
    fireEvent.keyDown(view.getByTestId('area'), { key: 'PageUp' });
    scrollTo(500);
    view.rerender(<Area content="a" turns={2} />);
    expect(viewport.scrollTop).toBe(bottom());
  });
});
