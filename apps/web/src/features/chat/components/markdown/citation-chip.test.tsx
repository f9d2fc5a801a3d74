import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Source, UnverifiedCitation } from '@pardus/protocol';
import { AnswerMarkdown } from './answer-markdown';
import { UNVERIFIED_CITATION_NOTE } from './citation-popover';

const PASSAGE = 'A volcano is a rupture in the crust of a planet through which lava and gases escape.';
const sources: Source[] = [
  {
    url: 'https://en.wikipedia.org/wiki/Volcano',
    title: 'Volcano - Wikipedia',
    summary: PASSAGE,
  },
  {
    url: 'http://localhost:3000/documents/doc-1?page=3',
    title: 'thesis.pdf, p. 3',
    site: 'My documents',
    summary: 'Soil moisture averaged 23.4 percent at the northern site.',
  },
];
const ANSWER = 'Lava escapes through a rupture [1]. Soil was wet [2].\n\nMore text follows.';

async function renderAnswer(
  list: readonly Source[] = sources,
  unverified: UnverifiedCitation[] = [],
  content = ANSWER,
) {
  const view = render(
    <>
      <AnswerMarkdown content={content} sources={list} unverified={unverified} />
      <button type="button">After</button>
    </>,
  );
  await waitFor(() => expect(screen.getAllByRole('link', { name: '1' })).toHaveLength(1), { timeout: 5000 });
  return view;
}

const chip = (n: number) => screen.getByRole('link', { name: String(n) });
// The first preview waits for its lazily loaded module.
const preview = (name: string | RegExp = /^Source \d/) =>
  screen.findByRole('dialog', { name }, { timeout: 5000 });

describe('citation previews', () => {
  // jsdom lays nothing out: every box at 0,0 of size 0 would count as scrolled out of view (the
  // preview hides then), so elements get a small box inside a 1024×768 window.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(200, 200, 24, 16));
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1024);
    vi.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(768);
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens on keyboard focus with the name, title and passage; Tab enters it; Escape returns to the chip', async () => {
    const user = userEvent.setup();
    await renderAnswer();
    await user.tab();
    expect(chip(1)).toHaveFocus();
    const dialog = await preview('Source 1: En');
    expect(dialog).toHaveTextContent('en.wikipedia.org');
    expect(dialog).toHaveTextContent('Volcano - Wikipedia');
    expect(dialog).toHaveTextContent(PASSAGE);
    expect(chip(1)).toHaveAttribute('aria-expanded', 'true');
    expect(chip(1)).toHaveAttribute('aria-controls', dialog.id);
    expect(chip(1)).toHaveAccessibleDescription(PASSAGE);
    const open = screen.getByRole('link', { name: 'Open source' });
    expect(open).toHaveAttribute('href', sources[0]?.url);
    expect(open).toHaveAttribute('target', '_blank');

    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chip(1)).toHaveFocus();
    expect(chip(1)).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with focus on the chip, and on moving on to the next chip, which opens its own', async () => {
    const user = userEvent.setup();
    await renderAnswer();
    await user.tab();
    await preview('Source 1: En');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chip(1)).toHaveFocus();

    await user.tab();
    expect(chip(2)).toHaveFocus();
    await preview('Source 2: My documents');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens after the pointer rests on a chip, stays while it moves into the preview, closes when it leaves', async () => {
    const user = userEvent.setup();
    await renderAnswer();
    await user.hover(chip(1));
    expect(screen.queryByRole('dialog')).toBeNull(); // not at once: passing over a chip opens nothing
    const dialog = await preview('Source 1: En');
    await user.hover(dialog); // from the chip straight into its preview
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.unhover(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a tap opens the preview instead of the link; a tap elsewhere closes it', async () => {
    await renderAnswer();
    fireEvent.pointerDown(chip(2), { pointerType: 'touch' });
    fireEvent.pointerUp(chip(2), { pointerType: 'touch' });
    const followed = fireEvent.click(chip(2));
    expect(followed).toBe(false); // the link was not followed
    const dialog = await preview('Source 2: My documents');
    expect(dialog).toHaveTextContent('thesis.pdf, p. 3');
    expect(dialog).toHaveTextContent('23.4 percent');
    expect(screen.getByRole('link', { name: 'Open document' })).toHaveAttribute(
      'href',
      'http://localhost:3000/documents/doc-1?page=3',
    );
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    fireEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A second tap on the chip closes what the first opened.
    fireEvent.pointerDown(chip(2), { pointerType: 'touch' });
    fireEvent.click(chip(2));
    await preview('Source 2: My documents');
    fireEvent.pointerDown(chip(2), { pointerType: 'touch' });
    fireEvent.click(chip(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a mouse click follows the link and opens no preview', async () => {
    await renderAnswer();
    fireEvent.pointerDown(chip(1), { pointerType: 'mouse' });
    act(() => chip(1).focus());
    expect(fireEvent.click(chip(1))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the passage that arrives after the answer (the cited event), and says when a citation is unverified', async () => {
    const user = userEvent.setup();
    const view = await renderAnswer(sources, [{ n: 1, sentence: 'Lava escapes through a rupture.' }]);
    const cited = sources.map((s, i) =>
      i === 0 ? { ...s, summary: 'The passage the citation rests on.' } : s,
    );
    view.rerender(
      <>
        <AnswerMarkdown
          content={ANSWER}
          sources={cited}
          unverified={[{ n: 1, sentence: 'Lava escapes through a rupture.' }]}
        />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    const dialog = await preview('Source 1: En');
    expect(dialog).toHaveTextContent('The passage the citation rests on.');
    expect(dialog).not.toHaveTextContent(PASSAGE);
    expect(dialog).toHaveTextContent(UNVERIFIED_CITATION_NOTE);
  });

  it('lets the keyboard reach a passage too long for its box (it scrolls), and leaves a short one alone', async () => {
    const user = userEvent.setup();
    await renderAnswer();
    await user.tab();
    expect((await preview('Source 1: En')).querySelector('blockquote')).not.toHaveAttribute('tabindex');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(160);
    await user.tab();
    const quote = (await preview('Source 2: My documents')).querySelector('blockquote');
    expect(quote).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(quote).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open document' })).toHaveFocus();
  });

  it('names a library source by its site, as the Sources list does', async () => {
    const user = userEvent.setup();
    await renderAnswer([
      {
        url: 'http://localhost:3000/library/factbook-ke',
        site: 'World Factbook',
        title: 'Kenya',
        summary: 'x',
      },
    ]);
    await user.tab();
    const dialog = await preview('Source 1: World Factbook');
    expect(dialog).toHaveTextContent('Kenya');
    expect(dialog).not.toHaveTextContent('localhost');
  });
});
