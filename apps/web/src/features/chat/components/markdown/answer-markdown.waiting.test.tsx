import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { AnswerMarkdown } from './answer-markdown';
import { watchNearness } from './near-viewport';
import { loadMarkdownRenderer } from './load-renderer';

/**
 * The browser's IntersectionObserver (jsdom has none): records what is observed, and the test
 * says when an element is near the visible area or far from it.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void,
    readonly options: { root?: Element | null; rootMargin?: string },
  ) {
    FakeIntersectionObserver.all.push(this);
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

function report(target: Element, isIntersecting: boolean) {
  act(() => {
    for (const observer of FakeIntersectionObserver.all)
      if (observer.targets.has(target)) observer.callback([{ target, isIntersecting }]);
  });
}

const saved = globalThis.IntersectionObserver;
beforeAll(async () => {
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  // The renderer's lazily loaded parts, loaded before the clock of any wait below starts: on a busy
  // machine their first import alone took longer than a wait (the test asserts behaviour, not speed).
  await Promise.all([loadMarkdownRenderer(), import('./math-extension')]);
}, 60_000);
afterAll(() => {
  globalThis.IntersectionObserver = saved;
});

/** Long enough for a render on a machine running the whole suite; passing tests never wait it out. */
const LOADED_WAIT = 15_000;

const endOf = (container: HTMLElement) => container.querySelector('[data-answer-end]')!;
const waiting = (container: HTMLElement) => [...container.querySelectorAll('[data-waiting]')];

describe('a streaming answer the reader is not following', () => {
  it(
    'shows blocks arriving far below as text, and renders each once the reader comes near or the answer ends',
    { timeout: 60_000 },
    async () => {
      const intro = 'The **intro** is read.';
      const view = render(<AnswerMarkdown content={intro} streaming />);
      await waitFor(() => expect(view.container.querySelector('strong')).not.toBeNull(), {
        timeout: LOADED_WAIT,
      });

      // The reader stays at the top while the end moves more than half a screen below.
      report(endOf(view.container), false);
      const far = `${intro}\n\nA **far** table:\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nStill $x^2$ growing`;
      view.rerender(<AnswerMarkdown content={far} streaming />);
      await waitFor(() => expect(waiting(view.container)).toHaveLength(3), { timeout: LOADED_WAIT });
      expect(waiting(view.container).map((block) => block.textContent)).toEqual([
        'A **far** table:',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        'Still $x^2$ growing',
      ]);
      // Written as it arrived, nothing parsed: one bold (the intro), no table, no formula.
      expect(view.container.querySelectorAll('strong')).toHaveLength(1);
      expect(view.container.querySelector('table, .katex')).toBeNull();

      // The reader scrolls down to the table: it renders, the rest keeps waiting.
      report(waiting(view.container)[1]!, true);
      await waitFor(() => expect(view.container.querySelector('table')).not.toBeNull(), {
        timeout: LOADED_WAIT,
      });
      expect(waiting(view.container).map((block) => block.textContent)).toEqual([
        'A **far** table:',
        'Still $x^2$ growing',
      ]);

      // The answer is complete: what still waits renders without the reader scrolling to it.
      view.rerender(<AnswerMarkdown content={`${far}.`} />);
      await waitFor(() => expect(waiting(view.container)).toHaveLength(0), { timeout: LOADED_WAIT });
      await waitFor(() => expect(view.container.querySelector('.katex')).not.toBeNull(), {
        timeout: LOADED_WAIT,
      });
      expect(view.container.querySelectorAll('strong')).toHaveLength(2);
    },
  );

  it('renders every block at once while the end of the answer is near (a reader following it)', async () => {
    const view = render(<AnswerMarkdown content="First **one**." streaming />);
    await waitFor(() => expect(view.container.querySelector('strong')).not.toBeNull(), {
      timeout: LOADED_WAIT,
    });
    report(endOf(view.container), true);
    view.rerender(<AnswerMarkdown content={'First **one**.\n\nThen **two**.\n\nAnd'} streaming />);
    await waitFor(() => expect(view.container.querySelectorAll('strong')).toHaveLength(2), {
      timeout: LOADED_WAIT,
    });
    expect(waiting(view.container)).toHaveLength(0);
  });

  it('never holds back a saved answer, whatever is in view', async () => {
    const view = render(<AnswerMarkdown content={'Saved **one**.\n\nSaved **two**.'} />);
    await waitFor(() => expect(view.container.querySelectorAll('strong')).toHaveLength(2), {
      timeout: LOADED_WAIT,
    });
    expect(waiting(view.container)).toHaveLength(0);
    expect(view.container.querySelector('[data-answer-end]')).not.toBeNull();
  });
});

describe('watchNearness', () => {
  it("measures within the element's scroll area, half a screen beyond its edges, with one observer per area", () => {
    document.body.innerHTML =
      '<div data-scroll-root id="area"><p id="a"></p><p id="b"></p></div><p id="page"></p>';
    const before = FakeIntersectionObserver.all.length;
    const seen: string[] = [];
    const stops = ['a', 'b', 'page'].map((id) =>
      watchNearness(document.getElementById(id)!, (near) => seen.push(`${id} ${near}`)),
    );
    const created = FakeIntersectionObserver.all.slice(before);
    const area = created.find((o) => o.options.root === document.getElementById('area'));
    expect(area?.options.rootMargin).toBe('50% 0px');
    expect([...area!.targets].map((t) => t.id)).toEqual(['a', 'b']);
    expect(
      FakeIntersectionObserver.all
        .find((o) => o.options.root === null)
        ?.targets.has(document.getElementById('page')!),
    ).toBe(true);

    report(document.getElementById('b')!, true);
    stops[1]!();
    report(document.getElementById('b')!, false);
    expect(seen).toEqual(['b true']);
    stops.forEach((stop) => stop());
  });
});

describe('a streaming answer grows only at its ends', () => {
  it('appends new blocks, groups and the arriving formula after everything else in their parent', async () => {
    const paragraphs = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `Paragraph ${from + i}.`).join('\n\n');
    const view = render(<AnswerMarkdown content={paragraphs(0, 10)} streaming />);
    await waitFor(() => expect(view.container.querySelectorAll('[data-markdown]')).toHaveLength(10), {
      timeout: LOADED_WAIT,
    });
    const answer = view.container.firstElementChild!;
    // Chrome restyles a parent's whole subtree when a child is inserted before another (once MathML
    // is on the page), so what a stream adds must never land before an existing sibling.
    const insertedBefore: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        if (record.addedNodes.length > 0 && record.nextSibling !== null)
          insertedBefore.push((record.target as Element).className || (record.target as Element).tagName);
    });
    observer.observe(answer, { childList: true });
    for (const child of answer.querySelectorAll(':scope > div, :scope > div > div'))
      observer.observe(child, { childList: true });

    // A formula starts arriving, then 12 more blocks start a second group of 16 while it is open.
    view.rerender(<AnswerMarkdown content={`${paragraphs(0, 10)}\n\n$$\nx^2 +`} streaming />);
    await waitFor(() => expect(view.container.querySelector('[data-open-formula]')).not.toBeNull());
    view.rerender(
      <AnswerMarkdown content={`${paragraphs(0, 22)}\n\n$$\nx^2 + y^2\n$$\n\nDone.\n\n$$\nz +`} streaming />,
    );
    await waitFor(() => expect(view.container.querySelectorAll('.md-group')).toHaveLength(2));
    await waitFor(() => expect(view.container.querySelector('.katex-display')).not.toBeNull());
    observer.disconnect();
    expect(insertedBefore).toEqual([]);
  });
});
