import { BLOCKED_ACCOUNT } from '@dutylink/contracts';

/** A refusal the browser shows as a toast: 4xx `{ title, errors? }` (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly title: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(title);
    this.name = 'HttpError';
  }
}

export const badRequest = (title: string, errors?: Record<string, string[]>) => new HttpError(400, title, errors);
export const notSignedIn = () => new HttpError(401, 'Not signed in');
export const forbidden = (title = 'You are not allowed to do this') => new HttpError(403, title);
export const notFound = () => new HttpError(404, 'Not found');

/** A blocked account signing in or opening an e-mail link: who to write to (issue 17). */
export const accountBlocked = (supportEmail: string) => new HttpError(403, BLOCKED_ACCOUNT.title, { [BLOCKED_ACCOUNT.field]: [BLOCKED_ACCOUNT.help(supportEmail)] });

export function tooManyRequests(title: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, title, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
