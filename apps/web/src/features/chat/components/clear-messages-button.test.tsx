import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeChatProvider, fakeChat } from '../test/fake-chat';
import { ClearMessagesButton } from './clear-messages-button';

describe('ClearMessagesButton', () => {
  it("is an icon button named 'Clear Messages' that clears the conversation", async () => {
    const chat = fakeChat();
    render(
      <FakeChatProvider chat={chat}>
        <ClearMessagesButton />
      </FakeChatProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Messages' }));
    expect(chat.clearMessages).toHaveBeenCalledTimes(1);
  });
});
