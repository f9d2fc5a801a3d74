import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { UploadNetworkError } from '../api/upload-document';
import { aDocument, aList } from '../test/fixtures';
import { formatBytes, passageLabel, statusText, usageText } from './format';
import { findTargetOrdinal, readPassageTarget } from './passage-target';
import { refusalMessage } from './refusal';

const MB = 1024 * 1024;

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1536, '1.5 KB'],
    [1.2 * MB, '1.2 MB'],
    [200 * MB, '200 MB'],
    [4.14 * MB, '4.1 MB'],
    [3 * 1024 * MB, '3 GB'],
  ])('%d bytes → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('statusText', () => {
  it('says each state the way the rows show it', () => {
    expect(statusText(aDocument({ status: 'queued' }))).toBe('Queued');
    expect(statusText(aDocument({ status: 'queued', ahead: 0 }))).toBe('Queued, 0 ahead');
    expect(statusText(aDocument({ status: 'queued', ahead: 1234 }))).toBe('Queued, 1,234 ahead');
    expect(statusText(aDocument({ status: 'reading' }))).toBe('Reading…');
    expect(statusText(aDocument({ pages: 12 }))).toBe('Indexed · 12 pages');
    expect(statusText(aDocument({ pages: 1 }))).toBe('Indexed · 1 page');
    expect(statusText(aDocument({ kind: 'markdown', pages: null, passages: 7 }))).toBe(
      'Indexed · 7 passages',
    );
    expect(
      statusText(
        aDocument({ status: 'failed', error: { code: 'encrypted', message: 'The PDF is encrypted.' } }),
      ),
    ).toBe('Failed: The PDF is encrypted.');
  });
});

describe('usageText', () => {
  it('counts files and bytes against the limits', () => {
    const list = aList([
      aDocument({ size: 4.1 * MB }),
      aDocument({ id: 'd2', size: 0 }),
      aDocument({ id: 'd3', size: 0 }),
    ]);
    expect(usageText(list)).toBe('3 of 500 files · 4.1 MB of 200 MB');
  });
});

describe('passages', () => {
  const passages = [
    { ordinal: 1, page: 1, heading: null, text: 'a' },
    { ordinal: 2, page: 2, heading: null, text: 'b' },
    { ordinal: 3, page: null, heading: 'Methods', text: 'c' },
    { ordinal: 4, page: null, heading: null, text: 'd' },
  ];
  it('labels a passage by page, else heading, else place', () => {
    expect(passages.map(passageLabel)).toEqual(['Page 1', 'Page 2', 'Methods', 'Passage 4']);
  });
  it('finds the passage a citation names, and ignores malformed numbers', () => {
    expect(findTargetOrdinal(passages, readPassageTarget(new URLSearchParams('page=2')))).toBe(2);
    expect(findTargetOrdinal(passages, readPassageTarget(new URLSearchParams('passage=3')))).toBe(3);
    expect(findTargetOrdinal(passages, readPassageTarget(new URLSearchParams('page=9')))).toBeUndefined();
    expect(readPassageTarget(new URLSearchParams('page=-1'))).toBeNull();
    expect(readPassageTarget(new URLSearchParams('passage=2x'))).toBeNull();
  });
});

describe('refusalMessage', () => {
  it("prefers the server's words, then a text for the status", () => {
    expect(refusalMessage(new ApiError(415, 'unsupported_media_type', 'Only PDF, DOCX…'))).toBe(
      'Only PDF, DOCX…',
    );
    expect(refusalMessage(new ApiError(413))).toBe('This file is too large.');
    expect(refusalMessage(new ApiError(500))).toBe('Upload failed. Please try again.');
    expect(refusalMessage(new UploadNetworkError())).toBe(
      'Upload failed. Please check your connection and try again.',
    );
  });
});
