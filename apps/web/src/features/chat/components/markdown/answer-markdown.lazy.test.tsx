import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { AnswerMarkdown } from './answer-markdown';

// Records which of the optional parts of the renderer get imported (each is the real module).
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./math-extension', async (original) => (imported.add('math-extension'), original()));
vi.mock('./highlight-extension', async (original) => (imported.add('highlight-extension'), original()));
vi.mock('katex', async (original) => (imported.add('katex'), original()));
vi.mock('lowlight', async (original) => (imported.add('lowlight'), original()));
vi.mock('./citation-popover', async (original) => (imported.add('citation-popover'), original()));

const sources = [{ url: 'https://volcano.si.edu/', summary: 'Smithsonian' }];

async function renderAnswer(content: string, selector: string) {
  const view = render(<AnswerMarkdown content={content} sources={sources} />);
  await waitFor(() => expect(view.container.querySelector(selector)).not.toBeNull(), { timeout: 5000 });
  return view;
}

// In this order: a module once imported stays imported for the rest of the file.
describe('AnswerMarkdown loads KaTeX, the highlighter and citation previews only when needed', () => {
  it('a plain-prose answer (tables, lists, links, inline code, prices, citations) imports none', async () => {
    const { container } = await renderAnswer(
      [
        '## Volcanoes',
        'Lava is hot [1]. It costs $5 or $10 to visit, see [the survey](https://example.com).',
        '- `magma` rises\n- ash falls',
        '| Name | Height |\n|---|---|\n| Etna | 3,357 m |',
        '```\nplain code, no language\n```',
      ].join('\n\n'),
      '[data-markdown] table',
    );
    await waitFor(() => expect(container.querySelectorAll('[data-markdown]')).toHaveLength(5));
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', 'https://volcano.si.edu/');
    expect(container.textContent).toContain('It costs $5 or $10 to visit');
    expect([...imported]).toEqual([]);
  });

  it('a code block in a language imports the highlighter, not KaTeX', async () => {
    const { container } = await renderAnswer('```python\nprint("hi")\n```', '[data-markdown] pre');
    expect(container.querySelector('.hljs-built_in, .hljs-string')).not.toBeNull();
    expect([...imported].sort()).toEqual(['highlight-extension', 'lowlight']);
  });

  it('a formula imports KaTeX', async () => {
    await renderAnswer('Energy $E = mc^2$ here.', '[data-markdown] .katex');
    expect(imported).toContain('math-extension');
    expect(imported).toContain('katex');
  });
});
