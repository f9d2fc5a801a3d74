import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AnswerMarkdown } from './answer-markdown';

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

  it('while streaming, applies the chunks of one frame in one render', async () => {
    const view = render(<AnswerMarkdown content="Lava" streaming />);
    await screen.findByText('Lava');
    view.rerender(<AnswerMarkdown content="Lava is" streaming />);
    view.rerender(<AnswerMarkdown content="Lava is hot." streaming />);
    expect(screen.getByTestId('block').textContent).toBe('Lava'); // not yet: next frame
    await vi.waitFor(() => expect(screen.getByTestId('block').textContent).toBe('Lava is hot.'));
  });
});
