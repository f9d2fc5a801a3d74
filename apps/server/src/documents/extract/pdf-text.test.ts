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

  it('keeps a heading or running header apart from the sentence under it', () => {
    const body = 'The Harbor Lane allotments welcomed thirty new members this spring, most of them';
    expect(
      pageText(
        lines(
          ['Annual Report 2025 - Page 1', 760],
          ['Members', 746],
          [body, 732],
          ['from the new flats.', 718],
        ),
      ),
    ).toBe(`Annual Report 2025 - Page 1\n\nMembers\n\n${body} from the new flats.`);
  });

  it('starts a paragraph where the font size changes (a heading over its text)', () => {
    const items: PdfTextItem[] = [
      { str: 'Plans for 2026', hasEOL: true, transform: [18, 0, 0, 18, 72, 700], height: 18 },
      { str: 'We will build a greenhouse.', hasEOL: true, transform: [12, 0, 0, 12, 72, 684], height: 12 },
    ];
    expect(pageText(items)).toBe('Plans for 2026\n\nWe will build a greenhouse.');
  });

  it('joins a short wrapped line that goes on in the next one', () => {
    const long = 'A report on the season of the garden, written for every member of it, and';
    expect(pageText(lines([long, 700], ['the town,', 686], ['Council too.', 672]))).toBe(
      `${long} the town, Council too.`,
    );
  });

  it('gives nothing for a page without text', () => {
    expect(pageText([])).toBe('');
    expect(pageText(lines(['  ', 700]))).toBe('');
  });
});
