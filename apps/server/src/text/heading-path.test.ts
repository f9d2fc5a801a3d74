import { describe, expect, it } from 'vitest';
import { headingLeaf, joinHeadingPath } from './heading-path.js';

describe('heading paths', () => {
  it('joins headings outermost first, and none as no heading', () => {
    expect(joinHeadingPath(['Annual report 2025', 'Money'])).toBe('Annual report 2025 › Money');
    expect(joinHeadingPath([])).toBeNull();
  });

  it('names a section by its innermost heading, and a plain heading by itself', () => {
    expect(headingLeaf('Annual report 2025 › Money › Grants')).toBe('Grants');
    expect(headingLeaf('Riverside: the 2025 report')).toBe('Riverside: the 2025 report');
  });
});
