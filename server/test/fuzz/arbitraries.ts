import fc, { type Arbitrary } from 'fast-check';

/** A JSON Schema as the OpenAPI document has it (draft-07 style, `$ref` into components). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
  minItems?: number;
}

type Resolve = (ref: string) => Schema;

const INT32 = 2 ** 31;

/** Values no rule should choke on: wrong types, out of range, oversized, NUL, lone surrogates, deep nesting. */
export const hostile: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, INT32, -INT32 - 1, 2 ** 53, 1e308, -1e-308, 0.5, '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfff', '1e3', '0x10', 'NaN'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 5000, maxLength: 5000 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 2, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

function numberArbitrary(schema: Schema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : integer ? 0 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : integer ? 1000 : 1000);
  // Small values reach real rows (ids of seeded data); the whole range reaches the limits.
  return integer
    ? fc.oneof(fc.integer({ min, max: Math.min(max, min + 50) }), fc.integer({ min, max }), fc.constantFrom(min, max))
    : fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

function stringArbitrary(schema: Schema): Arbitrary<string> {
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter((value) => value.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot compile: plain strings below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

/** Values the schema describes (what a correct client sends), with `hostile` values mixed in at every field. */
export function arbitrary(schema: Schema, resolve: Resolve, depth = 0): Arbitrary<unknown> {
  const field = (inner: Schema) => fc.oneof({ weight: 4, arbitrary: arbitrary(inner, resolve, depth + 1) }, { weight: 1, arbitrary: hostile });
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) return arbitrary(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitrary(choice, resolve, depth)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'object'];
  return fc.oneof(
    ...types.map((type): Arbitrary<unknown> => {
      switch (type) {
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'string':
          return stringArbitrary(schema);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(schema.items ? field(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, 6),
          });
        default: {
          const properties = Object.entries(schema.properties ?? {});
          const required = new Set(schema.required ?? []);
          return fc.record(Object.fromEntries(properties.map(([key, value]) => [key, field(value)])), {
            // Mostly every required field, sometimes some missing.
            requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
          }).chain((value) => fc.oneof({ weight: 5, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.constant(Object.fromEntries(Object.entries(value).slice(1))) }));
        }
      }
    }),
  );
}

/** The first bytes of the files uploads take (PDF, PNG, JPEG, WebP, HEIC), so random bodies also get past the type check. */
const SIGNATURES = ['%PDF-1.7\n', '\x89PNG\r\n\x1a\n', '\xff\xd8\xff\xe0', 'RIFF\x00\x00\x00\x00WEBPVP8 ', '\x00\x00\x00\x18ftypheic'].map((head) => Buffer.from(head, 'latin1'));

/**
 * A raw body (an upload's `application/octet-stream`): random bytes, a known file signature with a random
 * tail, or zeros of a size around `limit` (the largest body the upload takes).
 */
export function rawBytes(limit: number): Arbitrary<Buffer> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...SIGNATURES), fc.uint8Array({ maxLength: 512 })).map(([head, tail]) => Buffer.concat([head, tail])) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...SIGNATURES), fc.integer({ min: limit - 2, max: limit + 2 })).map(([head, size]) => Buffer.concat([head, Buffer.alloc(size - head.length)])) },
  );
}

/** Raw text for a path or query value: what `arbitrary` gives, encoded, or bytes no client should send. */
export function rawText(schema: Schema, resolve: Resolve): Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: arbitrary(schema, resolve).map((value) => encode(typeof value === 'string' ? value : JSON.stringify(value) ?? '')) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%ED%A0%80', '%FF%FE', '%', '..%2F..%2F', '%2e%2e', '-1', '4294967296', '1e3', '') },
  );
}

/** URI-encodes as UTF-8; a lone surrogate (which encodeURIComponent refuses) becomes its CESU bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}
