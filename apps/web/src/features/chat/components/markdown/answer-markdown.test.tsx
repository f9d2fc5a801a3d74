import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerMarkdown } from './answer-markdown';

const sources = [
  { url: 'https://volcano.si.edu/', summary: 'Smithsonian' },
  { url: 'https://en.wikipedia.org/wiki/Volcano', summary: 'Wikipedia' },
];

async function renderAnswer(content: string) {
  const view = render(<AnswerMarkdown content={content} sources={sources} />);
  // The renderer is lazy: wait for the real markdown output to replace the plain fallback.
  await waitFor(() => expect(view.container.querySelector('[data-markdown]')).not.toBeNull(), {
    timeout: 5000,
  });
  return view;
}

describe('AnswerMarkdown', () => {
  it('renders GFM tables', async () => {
    await renderAnswer('| Name | Height |\n|---|---|\n| Etna | 3,357 m |');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Height' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '3,357 m' })).toBeInTheDocument();
  });

  it('opens links in a new tab safely and drops unsafe hrefs', async () => {
    await renderAnswer('[ok](https://example.com) [mail](mailto:a@b.c) [bad](javascript:alert(1)) [rel](/x)');
    const ok = screen.getByRole('link', { name: 'ok' });
    expect(ok).toHaveAttribute('href', 'https://example.com');
    expect(ok).toHaveAttribute('target', '_blank');
    expect(ok).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@b.c');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'rel' })).toBeNull();
    expect(screen.getByText('bad')).toBeInTheDocument();
  });

  it('shows raw HTML as text instead of rendering it', async () => {
    const { container } = await renderAnswer('Hi <img src=x onerror="alert(1)"> <b>bold</b>');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>');
  });

  it('shows an answer image as a link to it, never as an <img> that would load by itself', async () => {
    const { container } = await renderAnswer('See ![x](https://evil.example/?q=secret) here.');
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'x' });
    expect(link).toHaveAttribute('href', 'https://evil.example/?q=secret');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("labels an answer image without alt text 'image'", async () => {
    const { container } = await renderAnswer('![](http://example.com/a.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'image' })).toHaveAttribute('href', 'http://example.com/a.png');
  });

  it('shows only the alt text of answer images whose URL is not http(s)', async () => {
    const { container } = await renderAnswer(
      '![js](javascript:alert(1)) ![dat](data:image/png;base64,AAAA) ![mail](mailto:a@b.c) ![rel](/library/1)',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    for (const alt of ['js', 'dat', 'mail', 'rel']) expect(screen.getByText(alt)).toBeInTheDocument();
  });

  it('keeps an image inside a link as text of that link, without nesting links', async () => {
    const { container } = await renderAnswer('[![logo](https://cdn.example/l.png)](https://example.com)');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a a')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com');
    expect(links[0]).toHaveTextContent('logo');
  });

  it('links citation markers that have a source, leaves the others as text', async () => {
    const { container } = await renderAnswer('Lava is hot [1][2]. Unknown [3]. Code `[1]`.');
    const one = screen.getByRole('link', { name: '1' });
    expect(one).toHaveAttribute('href', 'https://volcano.si.edu/');
    expect(one).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      'https://en.wikipedia.org/wiki/Volcano',
    );
    expect(screen.queryByRole('link', { name: '3' })).toBeNull();
    expect(container.textContent).toContain('Unknown [3]');
    expect(container.querySelector('code')?.textContent).toBe('[1]');
  });

  it('renders code blocks with a language label and a working Copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = await renderAnswer('```python\nprint("hi")\n```');
    expect(screen.getByText('python')).toBeInTheDocument();
    expect(container.querySelector('.hljs-built_in, .hljs-string')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('print("hi")');
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('renders block math as a card and inline math as a chip, leaving prices as text', async () => {
    const { container } = await renderAnswer('Price $5 and $10. Inline $x^2$ here.\n\n$$\\int_0^1 x\\,dx$$');
    expect(container.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(container.querySelectorAll('.katex')).toHaveLength(2);
    expect(container.textContent).toContain('Price $5 and $10.');
  });

  it('while streaming, shows a display formula still arriving as its LaTeX in the card, then typesets it whole', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const partial = 'The flux:\n\n$$\n\\mathbf{K}_{1} = k_{xx} + k_{yy';
    const view = render(<AnswerMarkdown content={partial} streaming />);
    await waitFor(() => expect(view.container.querySelector('[data-markdown]')).not.toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() => expect(view.container.textContent).toContain('The flux:'));
    const arriving = view.container.querySelector('[data-open-formula]');
    // The LaTeX as written: not read as markdown (no emphasis from its underscores), not typeset yet.
    expect(arriving?.textContent).toBe('\\mathbf{K}_{1} = k_{xx} + k_{yy');
    expect(arriving).toHaveAttribute('aria-busy', 'true');
    expect(view.container.querySelector('em, .katex, [role="alert"]')).toBeNull();

    view.rerender(<AnswerMarkdown content={`${partial}}\n$$\n\nDone.`} />);
    await waitFor(() => expect(view.container.querySelectorAll('.katex-display')).toHaveLength(1));
    expect(view.container.querySelector('[data-open-formula]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('shows LaTeX errors inline and as a red block, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderAnswer('Bad $\\frac{1$ inline.\n\n$$\\left( x$$');
    expect(screen.getByText('LaTeX Error: \\frac{1')).toBeInTheDocument();
    const box = screen.getByRole('alert');
    expect(within(box).getByText('LaTeX Error')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('LaTeX Error', expect.objectContaining({ formula: '\\frac{1' }));
    warn.mockRestore();
  });

  it('collapses the thinking process by default and expands it on click', async () => {
    await renderAnswer('<think>Consider magma.</think>The answer.');
    const toggle = screen.getByRole('button', { name: /AI Thinking Process/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Consider magma.')).toBeNull();
    expect(screen.getByText('The answer.')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText('Consider magma.')).toBeInTheDocument();
  });

  it('marks an unterminated think block as in progress', () => {
    render(<AnswerMarkdown content="<think>Still reasoning" />);
    expect(screen.getByRole('button', { name: /AI Thinking Process/ })).toHaveTextContent('In progress');
  });
});
