import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { UnverifiedCitation } from '@pardus/protocol';
import { AnswerMarkdown } from './answer-markdown';

const sources = [
  { url: 'https://volcano.si.edu/', summary: 'Smithsonian' },
  { url: 'https://en.wikipedia.org/wiki/Volcano', summary: 'Wikipedia' },
];

async function renderAnswer(content: string, unverified: UnverifiedCitation[]) {
  const view = render(<AnswerMarkdown content={content} sources={sources} unverified={unverified} />);
  await waitFor(() => expect(view.container.querySelector('[data-markdown]')).not.toBeNull(), {
    timeout: 5000,
  });
  return view;
}

const chips = (name: string) => screen.getAllByRole('link', { name });

describe('AnswerMarkdown unverified citations', () => {
  it('marks the chip whose number and sentence the server listed; others keep their look', async () => {
    await renderAnswer('Lava is hot [1]. Lava flows at **900 km** per hour [2].', [
      { n: 2, sentence: 'Lava flows at 900 km per hour.' },
    ]);
    const [two] = chips('2');
    expect(two).toHaveAttribute('data-unverified', 'true');
    expect(two).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Volcano');
    const [one] = chips('1');
    expect(one).not.toHaveAttribute('data-unverified');
    expect(one).toHaveAttribute('href', 'https://volcano.si.edu/');
    expect(one?.className).toContain('no-underline');
    // No native tooltip: the chip's preview says it (citation-chip.test.tsx).
    for (const chip of [one, two]) expect(chip).not.toHaveAttribute('title');
  });

  it('leaves a chip alone when only its number or only its sentence matches', async () => {
    await renderAnswer('Lava is hot [1]. Lava flows fast [2]. Ash falls [1].', [
      { n: 1, sentence: 'Lava flows fast.' },
      { n: 2, sentence: 'Something not in this answer.' },
    ]);
    for (const chip of [...chips('1'), ...chips('2')]) expect(chip).not.toHaveAttribute('data-unverified');
  });

  it('marks the same number only in the sentence listed', async () => {
    await renderAnswer('Lava is hot [1]. Ash falls far [1].', [{ n: 1, sentence: 'Ash falls far.' }]);
    const [first, second] = chips('1');
    expect(first).not.toHaveAttribute('data-unverified');
    expect(second).toHaveAttribute('data-unverified', 'true');
  });

  it('handles markers after the full stop, [1, 2] markers, list items and table cells', async () => {
    await renderAnswer(
      'Magma is *molten* rock. [1, 2] Ash falls.\n\n- Vents emit 40 tonnes of gas [2].\n\n| A |\n|---|\n| Cones are steep [1]. |',
      [
        { n: 2, sentence: 'Magma is molten rock.' },
        { n: 2, sentence: 'Vents emit 40 tonnes of gas.' },
        { n: 1, sentence: 'Cones are steep.' },
      ],
    );
    const ones = chips('1');
    const twos = chips('2');
    expect(ones.map((c) => c.getAttribute('data-unverified'))).toEqual([null, 'true']);
    expect(twos.map((c) => c.getAttribute('data-unverified'))).toEqual(['true', 'true']);
  });
});
