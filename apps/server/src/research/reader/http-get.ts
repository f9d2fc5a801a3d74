import {
  request as httpRequest,
  type Agent,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { abortReason } from './abortable.js';
import { ReadError } from './read-error.js';

/** The sockets one reader connects through: its own agents and the checking `lookup`. */
export interface Connector {
  httpAgent: Agent;
  httpsAgent: Agent;
  lookup: LookupFunction;
}

/**
 * Turns whatever a request failed with into the reader's error: our own refusals (thrown by the
 * safe lookup) as they are, an abort as the signal's reason, anything else from the socket,
 * DNS or TLS as `network`.
 */
export function toReadFailure(error: unknown, signal: AbortSignal): Error {
  if (signal.aborted) return abortReason(signal);
  if (error instanceof ReadError) return error;
  const code = error instanceof Error && 'code' in error ? String(error.code) : 'unknown';
  return new ReadError('network', `The connection failed (${code})`, { cause: error });
}

/**
 * One GET, no redirects followed: resolves with the response once its headers arrived. The
 * signal destroys the socket at once when it aborts, whatever stage the request is in.
 */
export function httpGet(
  url: URL,
  headers: OutgoingHttpHeaders,
  connector: Connector,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const secure = url.protocol === 'https:';
  const request = secure ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'GET',
      headers,
      agent: secure ? connector.httpsAgent : connector.httpAgent,
      lookup: connector.lookup,
      signal,
    });
    req.once('response', resolve);
    req.once('error', (error) => reject(toReadFailure(error, signal)));
    req.end();
  });
}
