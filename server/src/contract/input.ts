import { ValidationError, type Schema } from 'yup';
import { validationErrorsToMap } from '@dutylink/contracts';
import { HttpError } from '../http-errors';

/** Deeper JSON than any form sends is refused before a rule walks it. */
export const MAX_INPUT_DEPTH = 16;

/** How a part of a request that breaks its schema is refused (yup `.meta({ refusal })` overrides it). */
export interface Refusal {
  status: 400 | 404;
  title: string;
}

export const CHECK_FIELDS = 'Please check the highlighted fields';

const DEFAULT_REFUSAL: Record<string, Refusal> = {
  params: { status: 404, title: 'Not found' },
  querystring: { status: 400, title: CHECK_FIELDS },
  body: { status: 400, title: CHECK_FIELDS },
  headers: { status: 400, title: 'Invalid request' },
};

// A NUL cannot be stored in PostgreSQL text; a lone surrogate is not text at all.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first thing in a JSON value no rule should ever see, as a message; undefined when clean. */
export function unsafeInput(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_INPUT_DEPTH) return `Nested deeper than ${MAX_INPUT_DEPTH} levels`;
  if (typeof value === 'string') return UNSTORABLE.test(value) ? 'Text must not contain NUL or unpaired surrogate characters' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const problem = unsafeInput(key, depth + 1) ?? unsafeInput(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

const isPlainObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

interface Description {
  type: string;
  fields?: Record<string, Description>;
  innerType?: Description;
}

const SCALARS = new Set(['string', 'number', 'boolean', 'date']);

/**
 * The first field whose value has the wrong shape for its rule: a list or an object where a single
 * value belongs, or a single value where a list or an object belongs. yup would otherwise read
 * `[1]` as the number 1 or `{}` as the text '[object Object]'.
 */
export function misshapen(description: Description, value: unknown, path = ''): string | undefined {
  if (value === null || value === undefined) return undefined;
  const compound = typeof value === 'object';
  if (SCALARS.has(description.type)) return compound ? path || 'request' : undefined;
  if (description.type === 'array') {
    if (!Array.isArray(value)) return path || 'request';
    return value.map((item, i) => description.innerType && misshapen(description.innerType, item, `${path}[${i}]`)).find(Boolean);
  }
  if (description.type === 'object') {
    if (!isPlainObject(value)) return path || 'request';
    return Object.entries(description.fields ?? {})
      .map(([key, field]) => misshapen(field, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key))
      .find(Boolean);
  }
  return undefined;
}

/**
 * A validator for one part of a request (params, querystring, body) from a contracts schema: the
 * same rules the browser's forms run, with `now` and the user's time zone as context for the date rules. Unknown fields are
 * dropped; a refusal is a 4xx `{ title, errors }` and the handler never runs.
 */
export function yupValidator(schema: Schema, part: string, dateContext: () => { now: Date; timeZone: string }): (data: unknown) => { value?: unknown; error?: Error } {
  const refusal: Refusal = { ...DEFAULT_REFUSAL[part], ...(schema.describe().meta as { refusal?: Partial<Refusal> } | undefined)?.refusal };
  const refuse = (errors?: Record<string, string[]>) => ({ error: new HttpError(refusal.status, refusal.title, refusal.status === 404 ? undefined : errors) });
  const description = schema.describe() as Description;
  return (data) => {
    if (schema.type === 'object' && !isPlainObject(data ?? {})) return refuse({ request: ['Send a JSON object'] });
    const unsafe = unsafeInput(data);
    if (unsafe) return refuse({ request: [unsafe] });
    const wrongShape = misshapen(description, data);
    if (wrongShape) return refuse({ [wrongShape]: ['This value has the wrong type'] });
    try {
      return { value: schema.validateSync(data ?? {}, { abortEarly: false, stripUnknown: true, context: dateContext() }) };
    } catch (error) {
      if (ValidationError.isError(error)) return refuse(validationErrorsToMap(error));
      // A rule that throws on a value of the wrong shape (e.g. trim() on an array) is a bad input, not our fault.
      return refuse({ request: ['Invalid value'] });
    }
  };
}

/**
 * Path segments that are fields of a screen (paging, a state, a role, a range of days): one that breaks
 * its schema is 400 naming the field, as the browser shows it, not 404.
 */
export const asFields = <S extends Schema>(schema: S): S => schema.meta({ refusal: { status: 400, title: CHECK_FIELDS } });
