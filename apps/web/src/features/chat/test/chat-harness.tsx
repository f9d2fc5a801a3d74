import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth';
import { renderWithProviders } from '@/test/test-utils';
import { ChatProvider } from '../chat-provider';
import { useChat } from '../chat-context';
import { ChatInput } from '../components/chat-input';
// The app's own lazily loaded view, as the home page shows it.
import { ConversationView } from '../components/lazy-conversation-view';

export const TEST_USER = { id: 'u1', email: 'ada@example.com', name: 'Ada', picture: null };

/** Stores a session so AuthProvider starts signed in (it verifies with GET /api/verify). */
export function storeSignedInSession(token = 'test-token') {
  localStorage.setItem('auth_token', token);
  localStorage.setItem('user_data', JSON.stringify(TEST_USER));
}

/** The screen as the frame composes it, plus the address and a few navigation buttons. */
function Screen() {
  const chat = useChat();
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useAuth();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button onClick={chat.newConversation}>test: new</button>
      <button onClick={chat.clearMessages}>test: clear</button>
      <button onClick={() => void navigate(-1)}>test: back</button>
      <button onClick={() => void navigate(1)}>test: forward</button>
      <button onClick={() => void chat.loadConversation('c9', 'Saved nine')}>test: load</button>
      <button onClick={logout}>test: sign out</button>
      <button onClick={() => chat.conversationRenamed('c7', 'Renamed seven')}>test: renamed c7</button>
      <button onClick={() => chat.conversationDeleted('c7')}>test: deleted c7</button>
      {chat.messages.length === 0 ? <ChatInput /> : <ConversationView />}
    </>
  );
}

/** Types `text` into the message box and sends it with Enter, as a user does. */
export async function askInBox(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await userEvent.type(box, `${text}{Enter}`);
}

/** Renders the chat with the real providers (auth, query, router at `route`). */
export function renderChat(route = '/') {
  const navigateTo = vi.fn<(url: string) => void>();
  const view = renderWithProviders(
    <ChatProvider>
      <Screen />
    </ChatProvider>,
    { route, navigateTo },
  );
  return { ...view, navigateTo };
}

const encoder = new TextEncoder();

/** A streaming response the test feeds line by line. */
export function controlledStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(stream, { headers: { 'Content-Type': 'application/x-ndjson' } }),
    push: (event: object | string) =>
      controller?.enqueue(encoder.encode(`${typeof event === 'string' ? event : JSON.stringify(event)}\n`)),
    close: () => controller?.close(),
    fail: () => controller?.error(new TypeError('network error')),
  };
}
