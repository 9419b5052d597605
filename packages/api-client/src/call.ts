import { isAxiosError, type AxiosResponse } from 'axios';
import type { ApiErrorBody } from '@dutylink/contracts';
import { toast } from './toasts';

export const NETWORK_ERROR_TITLE = 'Network error';
export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

export interface ErrorToastContent {
  title: string;
  message: string;
}

function isErrorBody(data: unknown): data is ApiErrorBody {
  return typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).title === 'string';
}

/**
 * Spec section 8: "The error lines are joined with line breaks and arrays with a double break."
 * Our reading: the errors map is { field: [message, ...] }. Each field's array holds its error
 * lines, joined with one line break; the arrays (one per field, in map order) are joined with a
 * double line break. Field names are not shown. An empty map counts as "no errors map".
 */
export function joinErrorLines(errors: Record<string, string[] | string>): string {
  return Object.values(errors)
    .map((lines) => (Array.isArray(lines) ? lines : [lines]).filter((line) => line !== '').join('\n'))
    .filter((block) => block !== '')
    .join('\n\n');
}

/** Spec section 8, the error toast for a response that is not ok. */
export function errorToastFor(response: Pick<AxiosResponse, 'status' | 'statusText' | 'data'>): ErrorToastContent {
  const { status, data } = response;
  // HTTP/2 has no status text: fall back to the code so the toast never has an empty line.
  const statusText = response.statusText || `HTTP ${status}`;
  if (status >= 400 && status < 500) {
    const body = typeof data === 'string' ? tryParseJson(data) : data;
    if (!isErrorBody(body)) return { title: String(status), message: statusText };
    const lines = body.errors ? joinErrorLines(body.errors) : '';
    return { title: body.title, message: lines || body.title };
  }
  const text = typeof data === 'string' ? data : data == null ? '' : JSON.stringify(data);
  return { title: statusText, message: text.trim() || statusText };
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface CallOptions {
  /** No toast and no warning on failure (the session refresh fails silently, spec section 8). */
  silent?: boolean;
  /** Receives the errors map of a 4xx answer (besides the toast), so a form can mark its fields. */
  onFieldErrors?: (errors: Record<string, string[]>) => void;
  /**
   * A 4xx answer the page explains itself (the job editor's "no posts left"): true when it does, and
   * then there is no toast. Any other failure is shown as usual.
   */
  explains?: (status: number, title: string) => boolean;
}

/**
 * Runs a request and returns its data. A failure is shown as an error toast by the rules of spec
 * section 8, logged with console.warn, and the call returns undefined.
 */
export async function call<T>(request: () => Promise<AxiosResponse<T>>, options: CallOptions = {}): Promise<T | undefined> {
  try {
    const response = await request();
    return response.data;
  } catch (error) {
    const content = errorContent(error);
    const fieldErrors = isAxiosError(error) ? fieldErrorsOf(error.response) : undefined;
    if (fieldErrors) options.onFieldErrors?.(fieldErrors);
    if (options.silent || (isAxiosError(error) && explained(error.response, options))) return undefined;
    toast.error(content.title, content.message);
    console.warn(`API call failed: ${content.title}: ${content.message}`, error);
    return undefined;
  }
}

function explained(response: AxiosResponse | undefined, { explains }: CallOptions): boolean {
  if (!explains || !response || response.status < 400 || response.status >= 500) return false;
  const body = typeof response.data === 'string' ? tryParseJson(response.data) : response.data;
  return isErrorBody(body) && explains(response.status, body.title);
}

/** The errors map of a 4xx answer with at least one field, as lists of messages. */
function fieldErrorsOf(response: AxiosResponse | undefined): Record<string, string[]> | undefined {
  if (!response || response.status < 400 || response.status >= 500) return undefined;
  const body = typeof response.data === 'string' ? tryParseJson(response.data) : response.data;
  if (!isErrorBody(body) || !body.errors || Object.keys(body.errors).length === 0) return undefined;
  return Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, Array.isArray(messages) ? messages : [messages]]));
}

function errorContent(error: unknown): ErrorToastContent {
  if (isAxiosError(error)) {
    if (error.response) return errorToastFor(error.response);
    return { title: NETWORK_ERROR_TITLE, message: NETWORK_ERROR_MESSAGE };
  }
  return { title: 'Error', message: error instanceof Error ? error.message : String(error) };
}
