import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.js';

describe('formatBytes', () => {
  it('says sizes the way limits are set', () => {
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(200 * 1024 * 1024)).toBe('200 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(800 * 1024)).toBe('800 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });
});
