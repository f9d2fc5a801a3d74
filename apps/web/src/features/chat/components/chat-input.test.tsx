import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_USER_MESSAGE_CHARS } from '@pardus/protocol';
import type { ChatState } from '../chat-context';
import { FakeChatProvider, fakeChat } from '../test/fake-chat';
import { ChatInput, INPUT_MAX_HEIGHT_PX } from './chat-input';

function renderInput(overrides: Partial<ChatState> = {}, placeholder?: string) {
  const chat = fakeChat(overrides);
  render(
    <FakeChatProvider chat={chat}>
      <ChatInput placeholder={placeholder} />
    </FakeChatProvider>,
  );
  return { chat, box: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }) };
}

describe('ChatInput', () => {
  it('turns the send button into Stop while a Deep run can be stopped; the button and Escape stop it', async () => {
    const { chat } = renderInput({ isLoading: true, canStop: true });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(chat.stop).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(chat.stop).toHaveBeenCalledTimes(2);
  });

  it('shows no Stop button when nothing can be stopped', () => {
    renderInput({ isLoading: true });
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
  });

  it('sends with Enter in Quick mode by default and clears the box', async () => {
    const { chat, box } = renderInput();
    expect(screen.getByRole('radio', { name: 'Quick' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(box, 'What is a volcano?{Enter}');
    expect(chat.send).toHaveBeenCalledWith('What is a volcano?', 'quick', 'web');
    expect(box).toHaveValue('');
  });

  it('inserts a newline with Shift+Enter instead of sending', async () => {
    const { chat, box } = renderInput();
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(chat.send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(chat.send).toHaveBeenCalledWith('line one\nline two', 'quick', 'web');
  });

  it('sends in Deep mode after switching the toggle', async () => {
    const { chat, box } = renderInput();
    await userEvent.click(screen.getByRole('radio', { name: 'Deep' }));
    expect(screen.getByRole('radio', { name: 'Deep' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(box, 'Write a report{Enter}');
    expect(chat.send).toHaveBeenCalledWith('Write a report', 'deep', 'web');
  });

  it('does not send empty or whitespace-only text', async () => {
    const { chat, box } = renderInput();
    await userEvent.type(box, '{Enter}');
    await userEvent.type(box, '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(chat.send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('does not send while an answer is loading', async () => {
    const { chat, box } = renderInput({ isLoading: true });
    await userEvent.type(box, 'Next question{Enter}');
    expect(chat.send).not.toHaveBeenCalled();
    expect(box).toHaveValue('Next question');
    expect(screen.getByRole('button', { name: 'Answer in progress' })).toBeDisabled();
  });

  it('caps typed text at 10 000 characters', () => {
    const { box } = renderInput();
    expect(box).toHaveAttribute('maxLength', String(MAX_USER_MESSAGE_CHARS));
    fireEvent.change(box, { target: { value: 'a'.repeat(MAX_USER_MESSAGE_CHARS + 50) } });
    expect(box.value).toHaveLength(MAX_USER_MESSAGE_CHARS);
    expect(screen.getByText('10,000/10,000')).toBeInTheDocument();
  });

  it('truncates a paste that would pass the cap, keeping the text around the caret', () => {
    const { box } = renderInput();
    fireEvent.change(box, { target: { value: 'start end' } });
    box.setSelectionRange(6, 6);
    fireEvent.paste(box, { clipboardData: { getData: () => 'x'.repeat(MAX_USER_MESSAGE_CHARS) } });
    expect(box.value).toHaveLength(MAX_USER_MESSAGE_CHARS);
    expect(box.value.startsWith('start x')).toBe(true);
    expect(box.value.endsWith('xend')).toBe(true);
  });

  it('grows with its content up to 200 px, then scrolls', () => {
    let contentHeight = 60;
    Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => contentHeight,
    });
    const { box } = renderInput();
    fireEvent.change(box, { target: { value: 'one line' } });
    expect(box.style.height).toBe('60px');
    expect(box.style.overflowY).toBe('hidden');
    contentHeight = 480;
    fireEvent.change(box, { target: { value: 'many\nlines\n...' } });
    expect(box.style.height).toBe(`${INPUT_MAX_HEIGHT_PX}px`);
    expect(box.style.overflowY).toBe('auto');
    Reflect.deleteProperty(HTMLTextAreaElement.prototype, 'scrollHeight');
  });

  it('uses the follow-up placeholder in a conversation', () => {
    renderInput({}, 'Ask a follow-up...');
    expect(screen.getByPlaceholderText('Ask a follow-up...')).toBeInTheDocument();
  });
});
