import { describe, expect, it } from 'vitest';
import { DOCUMENT_SITE_NAME } from '@pardus/protocol';
import { quotedDocumentNames } from './quoted-documents';

const documentSource = (title: string, page = 1) => ({
  url: `http://localhost/documents/d-${title}?page=${page}`,
  summary: 'A passage.',
  title,
  site: DOCUMENT_SITE_NAME,
});

describe('quotedDocumentNames', () => {
  it("names each of the user's documents once, without the page or section cited", () => {
    expect(
      quotedDocumentNames([
        documentSource('thesis.pdf, p. 3'),
        { url: 'https://web.example/okavango', summary: 'Web', title: 'Okavango', site: 'web.example' },
        documentSource('thesis.pdf, p. 12'),
        documentSource('notes, p. 4.md, § Methods, results'),
        documentSource('plain.txt'),
      ]),
    ).toEqual(['thesis.pdf', 'notes, p. 4.md', 'plain.txt']);
  });

  it('finds none in an answer from the web alone', () => {
    expect(quotedDocumentNames([{ url: 'https://a.example', summary: 'A' }])).toEqual([]);
    expect(quotedDocumentNames(undefined)).toEqual([]);
  });
});
