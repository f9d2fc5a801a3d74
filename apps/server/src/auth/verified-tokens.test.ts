import { expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens.js';

it('forgets a token once it expires, and the oldest token past the bound', () => {
  const tokens = createVerifiedTokens(2);
  tokens.set('a', { sub: 'u', sid: 's1', exp: 100 });
  expect(tokens.get('a', 99)).toEqual({ sub: 'u', sid: 's1', exp: 100 });
  expect(tokens.get('a', 100)).toBeUndefined();
  expect(tokens.get('a', 50)).toBeUndefined(); // gone for good, not only hidden

  tokens.set('b', { sub: 'u', sid: 's2', exp: 100 });
  tokens.set('c', { sub: 'u', sid: 's3', exp: 100 });
  tokens.set('d', { sub: 'u', sid: 's4', exp: 100 });
  expect(tokens.get('b', 0)).toBeUndefined();
  expect(tokens.get('c', 0)?.sid).toBe('s3');
  expect(tokens.get('d', 0)?.sid).toBe('s4');
});
