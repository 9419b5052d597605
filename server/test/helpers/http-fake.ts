import type { IncomingMessage } from 'node:http';

/** Reads a request body of a local HTTP fake (Twilio, Stripe) as text. */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });
}
