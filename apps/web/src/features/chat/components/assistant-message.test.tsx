import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIBRARY_LOADING_NOTICE, type ImageResult } from '@pardus/protocol';
import type { Message } from '../types';
import { AssistantMessage } from './assistant-message';

const image = (i: number, thumb = true): ImageResult => ({
  link: `https://img.example/page${i}`,
  imageUrl: `https://img.example/full${i}.jpg`,
  ...(thumb ? { thumbnailUrl: `https://img.example/thumb${i}.jpg` } : {}),
  title: `Image ${i}`,
});
const answer = (extra: Partial<Message> = {}): Message => ({
  id: 'a1',
  type: 'assistant',
  content: 'Plain answer',
  timestamp: new Date(0),
  ...extra,
});
const sources = [
  { url: 'https://www.nationalgeographic.com/volcano', summary: 'What volcanoes are.' },
  { url: 'not a url', summary: 'Broken link.' },
];

afterEach(() => vi.restoreAllMocks());

describe('AssistantMessage', () => {
  it('shows no tabs when there are no images or sources', () => {
    render(<AssistantMessage message={answer()} streaming={false} />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Plain answer')).toBeInTheDocument();
  });

  it('shows Pardus / Images / Sources tabs when it has sources, switching content', async () => {
    render(<AssistantMessage message={answer({ sources, images: [image(1)] })} streaming={false} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pardus', 'Images1', 'Sources2']);
    expect(screen.getByRole('tab', { name: 'Pardus' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Images' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link')).toHaveAttribute('href', 'https://img.example/page1');
    await userEvent.click(screen.getByRole('tab', { name: 'Sources' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Nationalgeographic')).toBeInTheDocument();
  });

  it("points every tab's aria-controls at a panel that exists, inactive panels hidden", async () => {
    render(<AssistantMessage message={answer({ sources, images: [image(1)] })} streaming={false} />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel?.hidden).toBe(tab.getAttribute('aria-selected') !== 'true');
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Sources' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('has no tabs on a deep-research progress message, which shows the progress panel', () => {
    render(
      <AssistantMessage
        message={answer({
          isProgress: true,
          content: 'Generating report title\nGenerated 3 queries',
          sources,
        })}
        streaming
      />,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Deep Research in Progress')).toBeInTheDocument();
    expect(screen.getByText('Generating comprehensive report...')).toBeInTheDocument();
    expect(screen.getByText('Search queries planned')).toBeInTheDocument();
    expect(screen.getByText('25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('Planning search queries').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Estimated time: 30-60 seconds')).toBeInTheDocument();
  });

  it('shows what a deep-research run waits for under its progress, at the first stage', () => {
    render(
      <AssistantMessage
        message={answer({ isProgress: true, content: '', notice: LIBRARY_LOADING_NOTICE })}
        streaming
      />,
    );
    expect(screen.getByText('Initializing deep search...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(LIBRARY_LOADING_NOTICE);
  });

  it("shows 'Thinking...' while waiting for the first words", () => {
    render(<AssistantMessage message={answer({ content: '' })} streaming />);
    expect(screen.getByRole('status')).toHaveTextContent('Thinking...');
  });

  it('shows the response time in seconds with one decimal', () => {
    render(<AssistantMessage message={answer({ responseTime: 2345 })} streaming={false} />);
    expect(screen.getByLabelText('Response time')).toHaveTextContent('2.3s');
  });

  it('shows a server error below the partial answer', () => {
    render(
      <AssistantMessage
        message={answer({ content: 'Partial', error: 'The answer engine failed.' })}
        streaming={false}
      />,
    );
    expect(screen.getByText('Partial')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The answer engine failed.');
  });
});

describe('image strip', () => {
  it("shows a disabled 'Loading images...' button while images load", () => {
    render(<AssistantMessage message={answer({ imagesLoading: true })} streaming />);
    expect(screen.getByRole('button', { name: 'Loading images...' })).toBeDisabled();
  });

  it('is hidden when there are no images', () => {
    render(
      <AssistantMessage message={answer({ images: [], imagesLoading: false, sources })} streaming={false} />,
    );
    expect(screen.queryByRole('button', { name: /Images/ })).toBeNull();
  });

  it("keeps the images under the Images tab: no 'Images (N)' strip repeats it under the answer", async () => {
    const images = Array.from({ length: 11 }, (_, i) => image(i));
    render(<AssistantMessage message={answer({ images })} streaming={false} />);
    expect(screen.queryByRole('button', { name: /Images \(/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Images' }));
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', 'https://img.example/page0');
  });

  it("still says 'Loading images...' under tabs while the images are searched", () => {
    render(<AssistantMessage message={answer({ sources, imagesLoading: true })} streaming />);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Loading images...' }),
    ).toBeDisabled();
  });
});

describe('sources list', () => {
  it("is titled 'Sources' and shows number, name, host and summary; clicking opens a new tab", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AssistantMessage message={answer({ sources })} streaming={false} />);
    const list = within(screen.getByRole('tabpanel')).getByRole('region', { name: 'Sources' });
    expect(within(list).getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('1Nationalgeographicwww.nationalgeographic.comWhat volcanoes are.');
    expect(rows[1]).toHaveTextContent('2Sourcenot a urlBroken link.');
    expect(within(rows[0] as HTMLElement).getByText('What volcanoes are.')).toHaveClass('line-clamp-2');
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button'));
    expect(open).toHaveBeenCalledWith(
      'https://www.nationalgeographic.com/volcano',
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('a finished deep-research report', () => {
  const deepSources = [
    { url: 'https://www.britannica.com/science/lava', title: 'Lava | Britannica', summary: 'Molten rock.' },
    {
      url: 'http://localhost:8000/library/factbook-is',
      title: 'Iceland',
      summary: 'Volcanic island.',
      site: 'World Factbook',
    },
    { url: 'http://localhost:8000/library/wordnet-lava', summary: 'Rock that is molten.', site: 'WordNet' },
  ];
  const failures: Message['failures'] = [
    { stage: 'search', target: 'lava temperature', reason: 'timeout', message: 'search timed out after 10s' },
    {
      stage: 'read',
      target: 'https://a.example/lava',
      reason: 'http_status',
      status: 404,
      message: 'HTTP 404',
    },
    { stage: 'read', target: 'http://10.0.0.1/', reason: 'blocked', message: 'private address' },
  ];
  const report = (extra: Partial<Message> = {}) =>
    answer({
      mode: 'deep',
      content: '# Lava\n\nLava is molten rock [1] found in Iceland [2].',
      sources: deepSources,
      ...extra,
    });

  it('shows tabs, the Sources list with library names and no loading spinner for images', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<AssistantMessage message={report({ images: [image(1)] })} streaming={false} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pardus', 'Images1', 'Sources3']);
    const panel = screen.getByRole('tabpanel');
    const rows = within(within(panel).getByRole('region', { name: 'Sources' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Britannicawww.britannica.comMolten rock.',
      '2World FactbookIcelandVolcanic island.',
      '3WordNetRock that is molten.',
    ]);
    expect(panel.textContent).not.toMatch(/localhost/i);
    // Printed instead: each row carries its address for the print stylesheet.
    expect(rows[1]?.querySelector('[data-print-url]')).toHaveAttribute(
      'data-print-url',
      'http://localhost:8000/library/factbook-is',
    );
    expect(within(panel).queryByRole('button', { name: /Images \(1\)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Loading images...' })).toBeNull();
  });

  it('has no image strip when no images came', () => {
    render(<AssistantMessage message={report()} streaming={false} />);
    expect(screen.queryByRole('button', { name: /Images/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Loading images...' })).toBeNull();
  });

  it('links [n] in the report to source n', async () => {
    render(<AssistantMessage message={report()} streaming={false} />);
    expect(await screen.findByRole('link', { name: '1' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      'https://www.britannica.com/science/lava',
    );
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      'http://localhost:8000/library/factbook-is',
    );
  });

  it('counts at most 8 images on the Images tab, as many as the strip shows', () => {
    render(
      <AssistantMessage
        message={report({ images: Array.from({ length: 12 }, (_, i) => image(i)) })}
        streaming={false}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Images' })).toHaveTextContent('Images8');
  });

  it('notes failed searches and page reads, disclosing each target and reason', async () => {
    render(<AssistantMessage message={report({ failures })} streaming={false} />);
    const toggle = screen.getByRole('button', { name: '1 search failed and 2 pages could not be read' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('lava temperature')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Searchlava temperature— timed out',
      'Pagehttps://a.example/lava— HTTP 404',
      'Pagehttp://10.0.0.1/— blocked for safety',
    ]);
    await userEvent.click(toggle);
    expect(screen.getByText('lava temperature')).not.toBeVisible();
  });

  it('shows no failure note when nothing failed', () => {
    render(<AssistantMessage message={report({ failures: [] })} streaming={false} />);
    expect(screen.queryByRole('button', { name: /could not be read|failed/ })).toBeNull();
  });

  it('shows the error of a failed run instead of the progress panel', () => {
    render(
      <AssistantMessage
        message={answer({ mode: 'deep', content: '', error: 'The research run failed.', isProgress: false })}
        streaming={false}
      />,
    );
    expect(screen.queryByText('Deep Research in Progress')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The research run failed.');
  });
});
