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

export function tooManyRequests(title: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, title, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
