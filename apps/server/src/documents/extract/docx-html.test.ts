import { describe, expect, it } from 'vitest';
import { docxHtmlSections } from './docx-html.js';

describe('docxHtmlSections', () => {
  it('starts a section at each heading, with text before the first under no heading', () => {
    const html =
      '<p>Preface.</p><h1>One</h1><p>First.</p><p>Line<br />break</p><h2>One <em>a</em></h2><p>Sub.</p>';
    expect(docxHtmlSections(html)).toEqual([
      { heading: null, text: 'Preface.' },
      { heading: 'One', text: 'First.\n\nLine\nbreak' },
      { heading: 'One a', text: 'Sub.' },
    ]);
  });

  it('writes lists as marked lines, nested items after their parent', () => {
    const html =
      '<ul><li>Apples<ul><li>Green</li></ul></li><li>Pears</li></ul><ol><li>Wash</li><li>Eat</li></ol>';
    expect(docxHtmlSections(html)[0]!.text).toBe('- Apples\n- Green\n- Pears\n\n1. Wash\n2. Eat');
  });

  it('writes tables as one line per row, cells joined with " | "', () => {
    const html =
      '<table><thead><tr><th><p>City</p></th><th><p>Population</p></th></tr></thead>' +
      '<tbody><tr><td><p>Oslo</p><p>(capital)</p></td><td><p>709 000</p></td></tr></tbody></table>';
    expect(docxHtmlSections(html)[0]!.text).toBe('City | Population\nOslo (capital) | 709 000');
  });

  it('keeps the text of links, footnote references and images dropped', () => {
    const html =
      '<p>See <a href="https://x.test">the site</a><sup><a href="#fn-1">[1]</a></sup>.<img src="" alt="" /></p>';
    expect(docxHtmlSections(html)[0]!.text).toBe('See the site[1].');
  });
});
