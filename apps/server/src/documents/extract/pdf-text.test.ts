import { describe, expect, it } from 'vitest';
import { pageText, type PdfTextItem } from './pdf-text.js';

/** Lines as pdfjs gives them: one item per line at baseline `y`, 12 pt, each ending the line. */
function lines(...rows: [string, number][]): PdfTextItem[] {
  return rows.map(([str, y]) => ({ str, hasEOL: true, transform: [12, 0, 0, 12, 72, y], height: 12 }));
}

describe('pageText', () => {
  it('joins wrapped lines with a space and starts a paragraph after a wide gap', () => {
    expect(pageText(lines(['First line', 700], ['goes on.', 686], ['New paragraph.', 658]))).toBe(
      'First line goes on.\n\nNew paragraph.',
    );
  });

  it('joins a word hyphenated across lines, but keeps a hyphen before a capital', () => {
    expect(
      pageText(lines(['an extrac-', 700], ['tion and a', 686], ['Anglo-', 672], ['French deal', 658])),
    ).toBe('an extraction and a Anglo- French deal');
  });

  it('keeps list items on their own lines', () => {
    expect(pageText(lines(['Steps:', 700], ['• first', 686], ['1. second', 672], ['- third', 658]))).toBe(
      'Steps:\n• first\n1. second\n- third',
    );
  });

  it('joins runs on one line and starts a paragraph when text moves up (a new column)', () => {
    const items: PdfTextItem[] = [
      { str: 'Left ', hasEOL: false, transform: [12, 0, 0, 12, 72, 100], height: 12 },
      { str: 'column', hasEOL: true, transform: [12, 0, 0, 12, 100, 100], height: 12 },
      { str: '', hasEOL: true, transform: [1, 0, 0, 1, 0, 0], height: 0 },
      { str: 'Right column', hasEOL: false, transform: [12, 0, 0, 12, 300, 700], height: 12 },
    ];
    expect(pageText(items)).toBe('Left column\n\nRight column');
  });

  it('gives nothing for a page without text', () => {
    expect(pageText([])).toBe('');
    expect(pageText(lines(['  ', 700]))).toBe('');
  });
});
