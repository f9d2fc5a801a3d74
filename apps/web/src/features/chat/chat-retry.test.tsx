import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/test/test-utils';
import { SAME_ANSWER_NOTE } from './components/retry-button';
import { controlledStream, renderChat, storeSignedInSession, TEST_USER } from './test/chat-harness';

const verify = jsonResponse({ user: TEST_USER });
const tokens = (n: number) => jsonResponse({ daily_tokens_remaining: n });
const bodyOf = (init: RequestInit) => JSON.parse(typeof init.body === 'string' ? init.body : '') as unknown;

async function ask(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Message' });
  await userEvent.type(box, `${text}{Enter}`);
}

const retryButtons = () => screen.queryAllByRole('button', { name: 'Retry' });
/** The answers in the message list (each item holds a question heading or an answer). */
const answers = () =>
  [...screen.getByRole('list', { name: 'Messages' }).children].filter(
    (li) => li.firstElementChild?.tagName !== 'H2',
  ) as HTMLElement[];

/** Quick streams handed out in order, and every body sent to /api/quick and /api/msgs/insert. */
function quickServer(streams: ReturnType<typeof controlledStream>[], left = 20) {
  const quick: unknown[] = [];
  const saves: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/verify': verify,
    'GET /api/tokens/status': tokens(left),
    'POST /api/quick': (init) => {
      quick.push(bodyOf(init));
      return streams.shift()?.response ?? jsonResponse({ error: { code: 'internal', message: 'down' } }, 500);
    },
    'POST /api/msgs/insert': (init) => {
      saves.push(bodyOf(init));
      return jsonResponse({ id: 'c1', title: 'Q one' });
    },
  });
  return { quick, saves, fetchMock };
}

/** Two Deep runs handed out in order, and every body sent to /api/spysearch and /api/msgs/insert. */
function deepServer(title: string) {
  const firstRun = controlledStream();
  const secondRun = controlledStream();
  const runs = [firstRun, secondRun];
  const research: unknown[] = [];
  const saves: { messages: unknown[] }[] = [];
  mockFetch({
    'GET /api/verify': verify,
    'GET /api/tokens/status': tokens(20),
    'POST /api/spysearch': (init) => {
      research.push(bodyOf(init));
      return runs.shift()?.response ?? jsonResponse({}, 500);
    },
    'POST /api/msgs/insert': (init) => {
      saves.push(bodyOf(init) as { messages: unknown[] });
      return jsonResponse({ id: 'd1', title });
    },
  });
  return { firstRun, secondRun, research, saves };
}

function answerWith(
  stream: ReturnType<typeof controlledStream>,
  text: string,
  url?: string,
  related?: string[],
) {
  if (url) stream.push({ type: 'search', url, summary: `About ${text}` });
  stream.push({ type: 'response', content: text });
  if (related) stream.push({ type: 'related', questions: related });
  stream.push({ type: 'done' });
  stream.close();
}

beforeEach(() => storeSignedInSession());
afterEach(() => vi.unstubAllGlobals());

describe('Retry', () => {
  it('asks the last question again with the same history; the new answer replaces the old one, saved once', async () => {
    const streams = [controlledStream(), controlledStream(), controlledStream()];
    const [first, second, third] = streams;
    const { quick, saves } = quickServer([...streams]);
    renderChat();
    await ask('Q one');
    answerWith(first!, 'A one');
    await waitFor(() => expect(saves).toHaveLength(1));
    await ask('Q two');
    // Nothing to retry while an answer is streaming.
    await screen.findByText('Thinking...');
    expect(retryButtons()).toHaveLength(0);
    answerWith(second!, 'Old answer [1].', 'https://old.example/', ['An old follow-up?']);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(await screen.findByRole('region', { name: 'Sources' })).toHaveTextContent('old.example');
    expect(screen.getByRole('button', { name: 'An old follow-up?' })).toBeInTheDocument();

    // Only the last answer has it.
    expect(retryButtons()).toHaveLength(1);
    expect(within(answers().at(-1)!).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(retryButtons()[0]!);
    expect(quick[2]).toEqual(quick[1]);
    expect(quick[2]).toEqual({
      message: [
        { role: 'user', content: 'Q one' },
        { role: 'assistant', content: 'A one' },
        { role: 'user', content: 'Q two' },
      ],
    });
    // The old answer is gone at once, with its sources; the question stays, once.
    expect(screen.queryByText(/Old answer/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sources' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'An old follow-up?' })).toBeNull();
    expect(screen.getAllByRole('heading', { name: 'Q two' })).toHaveLength(1);
    expect(retryButtons()).toHaveLength(0);
    answerWith(third!, 'New answer.');
    expect(await screen.findByText('New answer.')).toBeInTheDocument();
    expect(answers()).toHaveLength(2);
    expect(screen.queryByText(/Old answer/)).toBeNull();
    expect(screen.queryByText('old.example')).toBeNull();

    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves[2]).toEqual({
      id: 'c1',
      title: 'Q one',
      messages: [
        { role: 'user', content: 'Q one' },
        { role: 'assistant', content: 'A one', mode: 'quick' },
        { role: 'user', content: 'Q two' },
        { role: 'assistant', content: 'New answer.', mode: 'quick' },
      ],
    });
    expect(retryButtons()).toHaveLength(1);
  }, 15_000);

  it('is reached with the keyboard and says what it costs', async () => {
    const streams = [controlledStream(), controlledStream()];
    const [first, second] = streams;
    const { quick, saves } = quickServer([...streams]);
    renderChat();
    await ask('Q one');
    answerWith(first!, 'A one');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    retry.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ask again in Quick mode · 1 token');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(quick).toHaveLength(2));
    answerWith(second!, 'A again');
    expect(await screen.findByText('A again')).toBeInTheDocument();
    await waitFor(() => expect(saves).toHaveLength(2));
  });

  it('says in its tooltip that without a language model it gives the same answer', async () => {
    const stream = controlledStream();
    let saved = 0;
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/tokens/status': tokens(20),
      'GET /api/setup': jsonResponse({
        search: { provider: 'library', collections: ['WordNet 3.1'] },
        model: null,
      }),
      'POST /api/quick': stream.response,
      'POST /api/msgs/insert': () => {
        saved += 1;
        return jsonResponse({ id: 'c1', title: 'Q one' });
      },
    });
    renderChat();
    await ask('Q one');
    answerWith(stream, 'A one');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    retry.focus();
    const tooltip = await screen.findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent(SAME_ANSWER_NOTE));
    expect(tooltip).toHaveTextContent('Ask again in Quick mode · 1 token');
    expect(retry).toHaveAccessibleDescription(/Retry gives the same answer unless the sources changed/);
    // The answer's save, made a moment after it ends, lands here and not in the next test's server
    // (a busy machine ended this test first, and the next one counted a save it never asked for).
    await waitFor(() => expect(saved).toBe(1));
  });

  it('shows a failed retry as a failed question, and it can be retried again', async () => {
    const first = controlledStream();
    const { quick, saves } = quickServer([first]);
    renderChat();
    await ask('Q one');
    answerWith(first, 'A one');
    await waitFor(() => expect(saves).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'Sorry, I encountered an error while processing your request. Please try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('A one')).toBeNull();
    expect(answers()).toHaveLength(1);
    expect(quick).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Not saved: the saved conversation keeps its answer, as after a failed question.
    expect(saves).toHaveLength(1);
  });

  it('keeps the answer when there are not enough tokens for it', async () => {
    const first = controlledStream();
    const { quick, saves } = quickServer([first], 1);
    renderChat();
    await ask('Q one');
    answerWith(first, 'A one');
    await waitFor(() => expect(saves).toHaveLength(1));
    mockFetch({ 'GET /api/verify': verify, 'GET /api/tokens/status': tokens(0) });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('You need 1 tokens for this search. You have 0 remaining.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A one')).toBeInTheDocument();
    expect(quick).toHaveLength(1);
  });

  it('asks a Deep report again as Deep: saved with the old report first, which the server replaces', async () => {
    const { firstRun, secondRun, research, saves } = deepServer('Volcano report');
    renderChat();
    await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    await ask('Volcano report');
    firstRun.push(
      `data: ${JSON.stringify({ type: 'source', n: 1, url: 'https://old.example/', title: 'Old', summary: 'Old.' })}`,
    );
    firstRun.push(
      `data: ${JSON.stringify({ type: 'failure', stage: 'read', target: 'https://slow.example/', reason: 'timeout', message: 'timed out' })}`,
    );
    firstRun.push(`data: ${JSON.stringify({ type: 'final_report', content: '# Old report\n\nMagma [1].' })}`);
    firstRun.push('data: [DONE]');
    expect(await screen.findByRole('button', { name: '1 page could not be read' })).toBeInTheDocument();
    // The mode to ask in is the answer's, not the toggle's.
    await userEvent.click(screen.getByRole('radio', { name: 'Quick' }));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    retry.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ask again in Deep mode · 5 tokens');
    await userEvent.click(retry);

    expect(await screen.findByText('Deep Research in Progress')).toBeInTheDocument();
    expect(screen.queryByText('Old report')).toBeNull();
    await waitFor(() => expect(research).toHaveLength(2));
    expect(research[1]).toEqual({
      query: 'Volcano report',
      messages: [],
      conversation_id: 'd1',
      replaces_answer: 0,
    });
    // Saved just before with the old report in it, so the server finds the answer it replaces.
    expect(saves).toHaveLength(2);
    expect(saves[1]?.messages.slice(0, 2)).toEqual([
      { role: 'user', content: 'Volcano report' },
      { role: 'assistant', content: '# Old report\n\nMagma [1].', mode: 'deep' },
    ]);
    secondRun.push(`data: ${JSON.stringify({ type: 'final_report', content: '# New report\n\nLava.' })}`);
    secondRun.push('data: [DONE]');
    expect(await screen.findByRole('heading', { name: 'New report' })).toBeInTheDocument();
    // Nothing stale: no old sources, no old failure note.
    expect(screen.queryByRole('region', { name: 'Sources' })).toBeNull();
    expect(screen.queryByRole('button', { name: '1 page could not be read' })).toBeNull();
    expect(answers()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The server writes the report; the browser does not save it again.
    expect(saves).toHaveLength(2);
  }, 15_000);

  it('retries a Deep run that failed before any text as the question it was (nothing saved to replace)', async () => {
    const { firstRun, secondRun, research, saves } = deepServer('Iceland');
    renderChat();
    await userEvent.click(await screen.findByRole('radio', { name: 'Deep' }));
    await ask('Iceland');
    firstRun.push(
      'data: {"type":"error","code":"search_unavailable","message":"No search service answered."}',
    );
    firstRun.push('data: [DONE]');
    expect(await screen.findByRole('alert')).toHaveTextContent('No search service answered.');
    expect(screen.queryByRole('button', { name: 'Copy answer' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(research).toHaveLength(2));
    expect(research[1]).toEqual({ query: 'Iceland', messages: [], conversation_id: 'd1' });
    expect(saves[1]?.messages).toEqual([{ role: 'user', content: 'Iceland' }]);
    expect(screen.queryByText('No search service answered.')).toBeNull();
    secondRun.push(`data: ${JSON.stringify({ type: 'final_report', content: 'Iceland report.' })}`);
    secondRun.push('data: [DONE]');
    expect(await screen.findByText('Iceland report.')).toBeInTheDocument();
    expect(answers()).toHaveLength(1);
  }, 15_000);

  it('is not offered on an answer loaded from a saved conversation (its mode is not known)', async () => {
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c9', title: 'Saved nine' }]),
      'GET /api/research?conversation_id=c9': jsonResponse({ runs: [] }),
      'POST /api/msgs/get': jsonResponse({
        messages: [
          { role: 'user', content: 'Q' },
          { role: 'assistant', content: 'Saved answer.' },
        ],
      }),
    });
    renderChat('/?c=c9');
    expect(await screen.findByText('Saved answer.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
    expect(retryButtons()).toHaveLength(0);
  });

  it('shows the progress of a retry still running in place of the answer it replaces', async () => {
    const run = controlledStream();
    mockFetch({
      'GET /api/verify': verify,
      'GET /api/msgs/title': jsonResponse([{ id: 'c9', title: 'Saved nine' }]),
      'GET /api/research?conversation_id=c9': jsonResponse({
        runs: [{ id: 'r1', status: 'running', question: 'Q', conversation_id: 'c9', replaces_answer: 0 }],
      }),
      'GET /api/research/r1/events?after=0': run.response,
      'POST /api/msgs/get': jsonResponse({
        messages: [
          { role: 'user', content: 'Q' },
          { role: 'assistant', content: 'Old report.' },
        ],
      }),
    });
    renderChat('/?c=c9');
    expect(await screen.findByText('Deep Research in Progress')).toBeInTheDocument();
    expect(screen.queryByText('Old report.')).toBeNull();
    run.push(`data: ${JSON.stringify({ type: 'final_report', content: 'New report.' })}`);
    run.push('data: [DONE]');
    expect(await screen.findByText('New report.')).toBeInTheDocument();
    expect(answers()).toHaveLength(1);
  });
});
