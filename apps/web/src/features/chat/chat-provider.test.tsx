import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, requestTo } from '@/test/test-utils';
import { controlledStream, renderChat, storeSignedInSession, TEST_USER } from './test/chat-harness';

const verify = jsonResponse({ user: TEST_USER });
const tokens = (n: number) => jsonResponse({ daily_tokens_remaining: n });

async function ask(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await userEvent.type(box, `${text}{Enter}`);
}

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('sending a quick question', () => {
  it('streams the answer with sources and images, then saves and adopts the id', async () => {
    const stream = controlledStream();
    let saved: unknown;
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': stream.response,
      'POST /api/msgs/insert': (init) => {
        saved = JSON.parse(typeof init.body === 'string' ? init.body : '');
        return jsonResponse({ id: 'c1', title: 'What is a volcano?' });
      },
      'GET /api/msgs/title': jsonResponse([{ id: 'c1', title: 'What is a volcano?' }]),
    });
    const { queryClient } = renderChat();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await ask('What is a volcano?');

    expect(await screen.findByRole('heading', { name: 'What is a volcano?' })).toBeInTheDocument();
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Conversation' })).toBeInTheDocument();
    const quick = requestTo(fetchMock, 'POST /api/quick');
    expect(quick?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(JSON.parse(typeof quick?.init.body === 'string' ? quick.init.body : '')).toEqual({
      message: [{ role: 'user', content: 'What is a volcano?' }],
    });

    stream.push({ type: 'search', url: 'https://volcano.si.edu/', summary: 'Smithsonian volcanoes' });
    stream.push({ type: 'response', content: 'A volcano is an opening ' });
    expect(await screen.findByText(/A volcano is an opening/)).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Loading images...' })).toBeDisabled();
    stream.push({ type: 'response', content: 'in the crust [1].' });
    stream.push({
      type: 'images',
      images: [{ link: 'https://a.org/p', imageUrl: 'https://a.org/i.jpg', title: 'Lava' }],
    });
    stream.push({ type: 'done' });
    stream.close();

    expect(await screen.findByRole('link', { name: '1' }, { timeout: 5000 })).toHaveAttribute('href', 'https://volcano.si.edu/');
    // The images are under the Images tab; no strip repeats them under the answer.
    expect(screen.getByRole('tab', { name: 'Images' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Images \(1\)/ })).toBeNull();
    expect(screen.getByLabelText('Response time').textContent).toMatch(/^\d+\.\ds$/);

    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/?c=c1'));
    expect(saved).toEqual({
      id: 'new_message',
      title: 'What is a volcano?',
      messages: [
        { role: 'user', content: 'What is a volcano?' },
        { role: 'assistant', content: 'A volcano is an opening in the crust [1].', mode: 'quick' },
        { role: 'search', content: JSON.stringify({ url: 'https://volcano.si.edu/', summary: 'Smithsonian volcanoes' }) },
        // The image as the server sent it, so a reload shows the strip again.
        { role: 'image', content: JSON.stringify({ link: 'https://a.org/p', imageUrl: 'https://a.org/i.jpg', title: 'Lava' }) },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'What is a volcano?' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['conversations', 'titles'] });
  });

  it('sends follow-ups with the history and saves under the adopted id', async () => {
    const first = controlledStream();
    const second = controlledStream();
    const bodies: unknown[] = [];
    const answers = [first.response, second.response];
    let saves = 0;
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': () => answers.shift() ?? jsonResponse({}, 500),
      'POST /api/msgs/insert': (init) => {
        bodies.push(JSON.parse(typeof init.body === 'string' ? init.body : ''));
        saves += 1;
        return jsonResponse({ id: 'c1', title: 'Q one' });
      },
    });
    renderChat();
    await ask('Q one');
    first.push({ type: 'response', content: 'A one' });
    first.push({ type: 'done' });
    await waitFor(() => expect(saves).toBe(1));
    await ask('Q two');
    second.push({ type: 'response', content: 'A two' });
    second.push({ type: 'done' });
    await waitFor(() => expect(saves).toBe(2));
    const quickCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/quick');
    const lastBody = quickCalls[1]?.[1]?.body;
    expect(JSON.parse(typeof lastBody === 'string' ? lastBody : '')).toEqual({
      message: [
        { role: 'user', content: 'Q one' },
        { role: 'assistant', content: 'A one' },
        { role: 'user', content: 'Q two' },
      ],
    });
    expect(bodies[1]).toMatchObject({ id: 'c1', title: 'Q one' });
  });

  it('blocks a second question while the first is streaming', async () => {
    const stream = controlledStream();
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': stream.response,
    });
    renderChat();
    await ask('First');
    await ask('Second');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/quick')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Second');
  });
});

describe('sending a deep question', () => {
  it('saves the question first, shows the progress panel from status lines, then the report the server saves', async () => {
    const stream = controlledStream();
    let saved: unknown;
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/spysearch': stream.response,
      'POST /api/msgs/insert': (init) => {
        saved = JSON.parse(typeof init.body === 'string' ? init.body : '');
        return jsonResponse({ id: 'd1', title: 'Volcano report' });
      },
    });
    renderChat();
    await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    await ask('Volcano report');
    await waitFor(() => expect(requestTo(fetchMock, 'POST /api/spysearch')).toBeDefined());
    const body = requestTo(fetchMock, 'POST /api/spysearch')?.init.body;
    // The server writes the report into the conversation saved just before (even with no browser open).
    expect(JSON.parse(typeof body === 'string' ? body : '')).toEqual({
      query: 'Volcano report',
      messages: [],
      conversation_id: 'd1',
    });
    expect(saved).toEqual({ id: 'new_message', title: 'Volcano report', messages: [{ role: 'user', content: 'Volcano report' }] });

    expect(await screen.findByText('Deep Research in Progress')).toBeInTheDocument();
    expect(screen.getByText('Initializing deep search...')).toBeInTheDocument();
    stream.push('data: {"type":"title","content":"Volcanoes"}');
    stream.push('data: {"type":"status","content":"Generating report title"}');
    stream.push('data: {"type":"status","content":"Searching web"}');
    expect(await screen.findByText('40%')).toBeInTheDocument();
    stream.push('data: {"type":"status","content":"Writing: Formation"}');
    stream.push('data: {"type":"status","content":"Completed 2/4"}');
    expect(await screen.findByText('Writing: Formation')).toBeInTheDocument();
    // 'Completed 2/4' may reach the panel a paced update after 'Writing: Formation' does.
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83'));
    stream.push(`data: ${JSON.stringify({ type: 'report_chunk', content: JSON.stringify({ content: 'Magma rises.' }) })}`);
    stream.push('data: [DONE]');

    expect(await screen.findByText('Magma rises.')).toBeInTheDocument();
    expect(screen.queryByText('Deep Research in Progress')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Saved once only: the browser does not write the report again beside the server's copy.
    expect(fetchMock.mock.calls.filter(([input]) => typeof input === 'string' && input.endsWith('/api/msgs/insert'))).toHaveLength(1);
  });
});

describe('a deep report with sources, images and failures', () => {
  const events = [
    { type: 'title', content: 'Iceland volcanoes' },
    { type: 'status', content: 'Searching web' },
    { type: 'source', n: 1, url: 'https://www.britannica.com/place/Iceland', title: 'Iceland | Britannica', summary: 'Island nation.' },
    {
      type: 'source',
      n: 2,
      url: 'http://localhost:8000/library/factbook-is',
      title: 'Iceland',
      summary: 'Volcanic island.',
      site: 'World Factbook',
    },
    { type: 'images', images: [{ link: 'https://a.org/p', imageUrl: 'https://a.org/i.jpg', title: 'Hekla' }] },
    { type: 'failure', stage: 'read', target: 'https://slow.example/', reason: 'timeout', message: 'timed out' },
    { type: 'report_chunk', content: 'Iceland sits on a rift [1] and has 30 active systems [2].' },
  ];
  const expectedRows = ['1Britannicawww.britannica.comIsland nation.', '2World FactbookIcelandVolcanic island.'];

  it('keeps sources from the progress phase, links citations, and (saving first failed) saves and reloads the same Sources list', async () => {
    const stream = controlledStream();
    let saved: { messages: unknown[] } | undefined;
    let saves = 0;
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/spysearch': stream.response,
      'POST /api/msgs/insert': (init) => {
        // The save before the run fails: the browser then saves the whole answer itself afterwards.
        if (saves++ === 0) return jsonResponse({ error: { code: 'internal', message: 'down' } }, 500);
        saved = JSON.parse(typeof init.body === 'string' ? init.body : '') as { messages: unknown[] };
        return jsonResponse({ id: 'd2', title: 'Iceland volcanoes' });
      },
    });
    const first = renderChat();
    await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    await ask('Iceland volcanoes');
    expect(await screen.findByText('Deep Research in Progress')).toBeInTheDocument();
    for (const event of events.slice(0, 6)) stream.push(`data: ${JSON.stringify(event)}`);
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sources' })).toBeNull();
    for (const event of events.slice(6)) stream.push(`data: ${JSON.stringify(event)}`);
    stream.push('data: [DONE]');

    expect(await screen.findByRole('link', { name: '1' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      'https://www.britannica.com/place/Iceland',
    );
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', 'http://localhost:8000/library/factbook-is');
    const rows = () => within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('listitem').map((r) => r.textContent);
    expect(rows()).toEqual(expectedRows);
    expect(screen.queryByRole('button', { name: /Images \(1\)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Loading images...' })).toBeNull();
    expect(screen.getByRole('button', { name: '1 page could not be read' })).toBeInTheDocument();
    // The answer's own tabs only: the conversation's header has no 'Pardus' tab of its own.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Pardus', 'Images1', 'Sources2']);

    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.messages.slice(2)).toEqual([
      {
        role: 'search',
        content: JSON.stringify({ url: 'https://www.britannica.com/place/Iceland', summary: 'Island nation.', title: 'Iceland | Britannica' }),
      },
      {
        role: 'search',
        content: JSON.stringify({
          url: 'http://localhost:8000/library/factbook-is',
          summary: 'Volcanic island.',
          title: 'Iceland',
          site: 'World Factbook',
        }),
      },
      { role: 'image', content: JSON.stringify({ link: 'https://a.org/p', imageUrl: 'https://a.org/i.jpg', title: 'Hekla' }) },
    ]);
    first.unmount();

    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'd2', title: 'Iceland volcanoes' }]),
      'POST /api/msgs/get': jsonResponse({ messages: saved?.messages }),
    });
    renderChat('/?c=d2');
    expect(await screen.findByRole('link', { name: '2' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      'http://localhost:8000/library/factbook-is',
    );
    expect(rows()).toEqual(expectedRows);
  });

  it("shows the server's error instead of the progress panel when the run fails before any text", async () => {
    const stream = controlledStream();
    let saves = 0;
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/spysearch': stream.response,
      'POST /api/msgs/insert': () => {
        saves += 1;
        return jsonResponse({ id: 'd3', title: 'Iceland' });
      },
    });
    renderChat();
    await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    await ask('Iceland');
    stream.push('data: {"type":"status","content":"Searching web"}');
    expect(await screen.findByText('40%')).toBeInTheDocument();
    stream.push('data: {"type":"error","code":"search_unavailable","message":"No search service answered."}');
    stream.push('data: [DONE]');
    expect(await screen.findByRole('alert')).toHaveTextContent('No search service answered.');
    expect(screen.queryByText('Deep Research in Progress')).toBeNull();
    expect(screen.queryByText('No report generated')).toBeNull();
    await waitFor(() => expect(saves).toBe(1));
  });
});

describe('before sending', () => {
  it('starts sign-in instead when signed out', async () => {
    localStorage.clear();
    const fetchMock = mockFetch({ 'GET /api/google/login': jsonResponse({ auth_url: 'https://idp.test/auth' }) });
    const { navigateTo } = renderChat();
    await ask('Hello');
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('https://idp.test/auth'));
    expect(requestTo(fetchMock, 'POST /api/quick')).toBeUndefined();
  });

  it("toasts 'Sign Required' when sign-in cannot start", async () => {
    localStorage.clear();
    mockFetch({ 'GET /api/google/login': jsonResponse({}, 500) });
    renderChat();
    await ask('Hello');
    expect(await screen.findByText('Sign Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in with Google to start searching!')).toBeInTheDocument();
  });

  it.each([
    ['quick', 0, 'You need 1 tokens for this search. You have 0 remaining.'],
    ['deep', 3, 'You need 5 tokens for this search. You have 3 remaining.'],
  ])('refuses a %s search with %d tokens left', async (mode, left, text) => {
    const fetchMock = mockFetch({ 'GET /api/verify': verify, 'GET /api/tokens/status': tokens(left) });
    renderChat();
    if (mode === 'deep') await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    await ask('Explain plate tectonics');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Insufficient tokens')).toBeInTheDocument();
    expect(requestTo(fetchMock, 'POST /api/quick')).toBeUndefined();
    expect(requestTo(fetchMock, 'POST /api/spysearch')).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'Explain plate tectonics' })).toBeNull();
  });

  it('reports a failed token check', async () => {
    mockFetch({ 'GET /api/verify': verify, 'GET /api/tokens/status': jsonResponse({}, 500) });
    renderChat();
    await ask('Hello');
    expect(await screen.findByText('Failed to check token status. Please try again.')).toBeInTheDocument();
  });
});

describe('errors while answering', () => {
  const fallback = 'Sorry, I encountered an error while processing your request. Please try again.';

  it.each([
    [403, 'Insufficient tokens. Please check your token balance.'],
    [500, 'HTTP error! status: 500'],
  ])('HTTP %d shows %j and the apology', async (status, text) => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': jsonResponse({ error: { code: 'internal', message: 'x' } }, status),
    });
    renderChat();
    await ask('Hello');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByText(fallback)).toBeInTheDocument();
  });

  it('a connection failure shows the generic error toast and the apology', async () => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderChat();
    await ask('Hello');
    expect(await screen.findByText('Failed to send message. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(await screen.findByText(fallback)).toBeInTheDocument();
  });

  it('a dropped connection keeps the partial answer silently and still saves it', async () => {
    const stream = controlledStream();
    let saves = 0;
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': stream.response,
      'POST /api/msgs/insert': () => {
        saves += 1;
        return jsonResponse({ id: 'c2', title: 'Hello' });
      },
    });
    renderChat();
    await ask('Hello');
    stream.push({ type: 'response', content: 'Half an answer' });
    expect(await screen.findByText('Half an answer')).toBeInTheDocument();
    stream.fail();
    await waitFor(() => expect(saves).toBe(1));
    expect(screen.getByText('Half an answer')).toBeInTheDocument();
    expect(screen.queryByText(fallback)).toBeNull();
    expect(screen.queryByText('Error')).toBeNull();
  });

  it('a terminal error event keeps the text and shows the error below it', async () => {
    const stream = controlledStream();
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'POST /api/quick': stream.response,
      'POST /api/msgs/insert': jsonResponse({ id: 'c3', title: 'Hello' }),
    });
    renderChat();
    await ask('Hello');
    stream.push({ type: 'response', content: 'Partial text' });
    stream.push({ type: 'error', code: 'upstream_failed', message: 'The answer engine stopped.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The answer engine stopped.');
    expect(screen.getByText('Partial text')).toBeInTheDocument();
  });
});

describe('conversations and the address', () => {
  const savedMessages = {
    messages: [
      { role: 'user', content: 'Saved question' },
      { role: 'assistant', content: 'Saved answer' },
      { role: 'search', content: JSON.stringify({ url: 'https://a.org', summary: 'A' }) },
    ],
  };

  it('restores ?c=id on load with its title from the list', async () => {
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c7', title: 'Seven' }]),
      'POST /api/msgs/get': jsonResponse(savedMessages),
    });
    renderChat('/?c=c7');
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Seven' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sources' })).toBeInTheDocument();
    const body = requestTo(fetchMock, 'POST /api/msgs/get')?.init.body;
    expect(JSON.parse(typeof body === 'string' ? body : '')).toEqual({ id: 'c7', title: 'Seven' });
  });

  it('keeps a conversation being opened when the session check ends meanwhile', async () => {
    let finishVerify: () => void = () => undefined;
    let finishLoad: () => void = () => undefined;
    mockFetch({
      'GET /api/verify': () => new Promise<Response>((resolve) => (finishVerify = () => resolve(verify.clone()))),
      'POST /api/msgs/get': () =>
        new Promise<Response>((resolve) => (finishLoad = () => resolve(jsonResponse(savedMessages)))),
    });
    renderChat();
    await userEvent.click(screen.getByRole('button', { name: 'test: load' }));
    await act(async () => {
      finishVerify();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    finishLoad();
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/?c=c9'));
  });

  it('signing out clears the conversation from the screen', async () => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c7', title: 'Seven' }]),
      'POST /api/msgs/get': jsonResponse(savedMessages),
      'POST /api/logout': jsonResponse({ ok: true }),
    });
    renderChat('/?c=c7');
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'test: sign out' }));
    await waitFor(() => expect(screen.queryByText('Saved answer')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Ask anything...');
  });

  it("the header's Clear Messages button resets to the home path and the empty state", async () => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c7', title: 'Seven' }]),
      'POST /api/msgs/get': jsonResponse(savedMessages),
    });
    renderChat('/?c=c7');
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Messages' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Saved answer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear Messages' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Ask anything...');
  });

  it("toasts 'Failed to load conversation' when it cannot be loaded", async () => {
    mockFetch({ 'GET /api/verify': verify, 'GET /api/msgs/title': jsonResponse([]) });
    renderChat('/?c=gone');
    expect(await screen.findByText('Failed to load conversation')).toBeInTheDocument();
  });

  it('new conversation, load, clear and back/forward keep the address and the view in step', async () => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c9', title: 'Saved nine' }]),
      'POST /api/msgs/get': jsonResponse(savedMessages),
    });
    renderChat();
    const address = screen.getByTestId('address');
    await userEvent.click(screen.getByRole('button', { name: 'test: load' }));
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveTextContent('/?c=c9'));
    expect(screen.getByRole('heading', { level: 1, name: 'Saved nine' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'test: new' }));
    await waitFor(() => expect(address.textContent).toMatch(/^\/\?c=local-[\w-]+$/));
    expect(screen.queryByText('Saved answer')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'test: back' }));
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();
    await waitFor(() => expect(address).toHaveTextContent('/?c=c9'));

    await userEvent.click(screen.getByRole('button', { name: 'test: back' }));
    await waitFor(() => expect(screen.queryByText('Saved answer')).toBeNull());
    await waitFor(() => expect(address).toHaveTextContent(/^\/$/));

    await userEvent.click(screen.getByRole('button', { name: 'test: forward' }));
    expect(await screen.findByText('Saved answer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'test: clear' }));
    await waitFor(() => expect(address).toHaveTextContent(/^\/$/));
    expect(screen.queryByText('Saved answer')).toBeNull();
    expect(within(document.body).getByRole('textbox', { name: 'Message' })).toHaveAttribute('placeholder', 'Ask anything...');
  });
});

describe('opening a conversation whose Deep run is still going', () => {
  it('shows the progress panel and the Stop button, follows the run to its report, and does not save it again', async () => {
    const stream = controlledStream();
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c9', title: 'Volcanoes' }]),
      'GET /api/research?conversation_id=c9': jsonResponse({
        runs: [{ id: 'r9', status: 'running', question: 'Volcanoes', conversation_id: 'c9' }],
      }),
      'POST /api/msgs/get': jsonResponse({ messages: [{ role: 'user', content: 'Volcanoes' }] }),
      'GET /api/research/r9/events?after=0': stream.response,
      'POST /api/research/r9/cancel': jsonResponse({ id: 'r9', status: 'running' }),
    });
    renderChat('/?c=c9');
    expect(await screen.findByText('Deep Research in Progress')).toBeInTheDocument();
    stream.push(JSON.stringify({ type: 'title', content: 'Volcanoes', seq: 1 }));
    stream.push(JSON.stringify({ type: 'status', content: 'Searching web', seq: 2 }));
    expect(await screen.findByText('40%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(requestTo(fetchMock, 'POST /api/research/r9/cancel')).toBeDefined());
    stream.push(JSON.stringify({ type: 'final_report', content: 'Magma rises.\n\n_Research stopped: this report is partial._', seq: 3 }));
    stream.push('[DONE]');
    expect(await screen.findByText('Magma rises.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(requestTo(fetchMock, 'POST /api/msgs/insert')).toBeUndefined();
  });

  it('does not follow a run that ended while the conversation loaded (its answer is already saved)', async () => {
    const fetchMock = mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c8', title: 'Volcanoes' }]),
      'GET /api/research?conversation_id=c8': jsonResponse({
        runs: [{ id: 'r8', status: 'running', question: 'Volcanoes', conversation_id: 'c8' }],
      }),
      'POST /api/msgs/get': jsonResponse({
        messages: [
          { role: 'user', content: 'Volcanoes' },
          { role: 'assistant', content: '# Volcanoes\n\nMagma rises.' },
        ],
      }),
    });
    renderChat('/?c=c8');
    expect(await screen.findByText('Magma rises.')).toBeInTheDocument();
    expect(screen.queryByText('Deep Research in Progress')).toBeNull();
    expect(requestTo(fetchMock, 'GET /api/research/r8/events?after=0')).toBeUndefined();
  });
});
