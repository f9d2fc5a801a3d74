import { describe, expect, it } from 'vitest';
import { queryForms } from './query-forms.js';

describe('query forms', () => {
  it('reads the words written with their stand-ins, and adds the names’ other forms', () => {
    expect(queryForms('father|founder genetics', new Map())).toEqual({
      query: 'father genetics',
      otherForms: new Map([['father', ['founder']]]),
    });
    const forms = queryForms('capital ancient persia', new Map([['persia', ['persian']]]));
    expect(forms.query).toBe('capital ancient persia');
    expect(forms.otherForms.get('persia')).toEqual(['persian']);
    expect(forms.otherForms.has('capit')).toBe(false);
  });
});
