import { describe, expect, it } from 'vitest';
import { returnToChatPath, returnToChatState } from './return-to-chat';
import { askAboutDraft } from './ask-about';

describe('the way back from the documents page', () => {
  it('returns to the conversation it was opened from', () => {
    const state = returnToChatState({ pathname: '/', search: '?c=abc' });
    expect(returnToChatPath(state)).toBe('/?c=abc');
  });

  it('goes home from elsewhere, without state, or with an address not of the chat', () => {
    expect(returnToChatState({ pathname: '/documents/1', search: '' })).toBeUndefined();
    expect(returnToChatPath(undefined)).toBe('/');
    expect(returnToChatPath({ returnTo: '//evil.example' })).toBe('/');
    expect(returnToChatPath({ returnTo: 42 })).toBe('/');
  });

  it('names the file at the start of the question', () => {
    expect(askAboutDraft('report.pdf')).toBe('About "report.pdf": ');
  });
});
