import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { AnswerMarkdown } from './answer-markdown';
import { STREAM_RENDER_INTERVAL_MS } from '../../lib/paced-updates';
import { pacingInterval, usePacedValue } from './render-pace';

vi.mock('./markdown-renderer', () => ({
  default: ({ markdown, settled }: { markdown: string; settled: boolean }) => (
    <p data-testid="block" data-settled={settled ? '' : undefined}>
      {markdown}
    </p>
  ),
}));

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i + 1}.`).join('\n\n');

describe('AnswerMarkdown pacing', () => {
  it('opens a long saved answer a few blocks at a time, then shows them all', async () => {
    render(<AnswerMarkdown content={paragraphs(40)} />);
    const first = await screen.findAllByTestId('block');
    expect(first.length).toBeLessThan(40);
    expect(first.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(40));
    expect(screen.getAllByTestId('block').at(-1)?.textContent).toBe('Paragraph 40.');
  });

  it('counts text too: an answer of long blocks opens with fewer of them, then shows them all', async () => {
    const long = Array.from({ length: 20 }, (_, i) => `Paragraph ${i + 1}. ${'Lava flows. '.repeat(100)}`);
    const view = render(<AnswerMarkdown content={paragraphs(20)} />);
    const short = (await screen.findAllByTestId('block')).length;
    view.unmount();
    render(<AnswerMarkdown content={long.join('\n\n')} />);
    const first = await screen.findAllByTestId('block');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(short);
    await vi.waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(20));
  });

  it('while streaming, shows every block and marks all but the growing one settled', async () => {
    const view = render(<AnswerMarkdown content={paragraphs(12)} streaming />);
    await vi.waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(12));
    const settled = () => screen.getAllByTestId('block').map((el) => el.hasAttribute('data-settled'));
    expect(settled()).toEqual([...Array<boolean>(11).fill(true), false]);
    view.rerender(<AnswerMarkdown content={paragraphs(12)} />); // the stream ended
    expect(settled()).toEqual(Array<boolean>(12).fill(true));
  });

  it('groups blocks by 16, and a group is settled (skipped off-screen) once all its blocks are', async () => {
    const view = render(<AnswerMarkdown content={paragraphs(40)} streaming />);
    await vi.waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(40));
    const groups = () => [...view.container.querySelectorAll('.md-group')];
    expect(groups().map((g) => g.querySelectorAll('[data-testid="block"]').length)).toEqual([16, 16, 8]);
    expect(groups().map((g) => g.hasAttribute('data-settled'))).toEqual([true, true, false]);
    // The stream grows the last group to 16 blocks: its last one still grows, so it is not settled.
    view.rerender(<AnswerMarkdown content={paragraphs(48)} streaming />);
    await vi.waitFor(() => expect(screen.getAllByTestId('block')).toHaveLength(48));
    expect(groups().map((g) => g.hasAttribute('data-settled'))).toEqual([true, true, false]);
    view.rerender(<AnswerMarkdown content={paragraphs(48)} />); // the stream ended
    expect(groups().map((g) => g.hasAttribute('data-settled'))).toEqual([true, true, true]);
  });

  it('while streaming, applies the chunks that arrive together in one render', async () => {
    const view = render(<AnswerMarkdown content="Lava" streaming />);
    await screen.findByText('Lava');
    view.rerender(<AnswerMarkdown content="Lava is" streaming />);
    view.rerender(<AnswerMarkdown content="Lava is hot." streaming />);
    expect(screen.getByTestId('block').textContent).toBe('Lava'); // not yet: at its pace
    await vi.waitFor(() => expect(screen.getByTestId('block').textContent).toBe('Lava is hot.'));
  });
});

describe('usePacedValue', () => {
  it('renders a stream at most once per interval, on a frame, and the latest text each time', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
    });
    try {
      const view = renderHook(({ text }) => usePacedValue(text, true), { initialProps: { text: 'a' } });
      const renders: string[] = [];
      const chunk = (text: string, ms: number) => {
        view.rerender({ text });
        act(() => {
          vi.advanceTimersByTime(ms);
        });
        if (renders.at(-1) !== view.result.current) renders.push(view.result.current);
      };
      // A model's chunks, one every 16 ms (a frame) for 200 ms.
      let text = 'a';
      for (let i = 0; i < 12; i++) chunk((text += 'b'), 16);
      act(() => {
        vi.advanceTimersByTime(STREAM_RENDER_INTERVAL_MS + 16);
      });
      renders.push(view.result.current);
      expect(view.result.current).toBe(text);
      // 12 chunks over ~190 ms: about one render per interval, not one per chunk.
      expect(new Set(renders).size).toBeLessThanOrEqual(Math.ceil(200 / STREAM_RENDER_INTERVAL_MS) + 1);
      expect(new Set(renders).size).toBeGreaterThanOrEqual(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the browser's frame that paints a render too: after a costly frame the next render waits longer", () => {
    // Time as the page sees it, stepped with the fake timers; a frame's own work moves it further.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const step = (ms: number) =>
      act(() => {
        for (let i = 0; i < ms; i++) {
          clock += 1;
          vi.advanceTimersByTime(1);
        }
      });
    try {
      const view = renderHook(({ text }) => usePacedValue(text, true), { initialProps: { text: 'a' } });
      view.rerender({ text: 'ab' });
      step(17); // rendered on the next frame, its script cost nothing
      expect(view.result.current).toBe('ab');
      // The frame after that styles, lays out and paints it: 30 ms of the main thread.
      requestAnimationFrame(() => (clock += 30));
      step(17);
      view.rerender({ text: 'abc' });
      step(100); // well past the 50 ms a cheap render waits
      expect(view.result.current).toBe('ab');
      step(200); // 30 ms is at most 10 % of the wait, the longest wait is 250 ms
      expect(view.result.current).toBe('abc');
    } finally {
      vi.useRealTimers();
      now.mockRestore();
    }
  });

  it('shows a value at once when not pacing (a saved answer, the end of a stream)', () => {
    const view = renderHook(({ text, pacing }) => usePacedValue(text, pacing), {
      initialProps: { text: 'a', pacing: true },
    });
    view.rerender({ text: 'a complete answer', pacing: false });
    expect(view.result.current).toBe('a complete answer');
  });
});

describe('pacingInterval', () => {
  it('waits the usual interval after a cheap render, longer after a costly one, and never too long', () => {
    expect(pacingInterval(1)).toBe(STREAM_RENDER_INTERVAL_MS);
    expect(pacingInterval(12)).toBe(120); // a growing table of 12 ms: 10 % of the time at most
    expect(pacingInterval(80)).toBe(250);
  });
});
