import { quickEventSchema, type QuickEvent } from '@pardus/protocol';

/** Reads a whole NDJSON quick stream and parses every line with the protocol schema. */
export async function readQuickEvents(response: Response): Promise<QuickEvent[]> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => quickEventSchema.parse(JSON.parse(line)));
}

/** The answer text of a quick stream. */
export const answerText = (events: QuickEvent[]) =>
  events.map((e) => (e.type === 'response' ? e.content : '')).join('');
