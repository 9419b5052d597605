import * as yup from 'yup';
import * as contracts from './index';
import { YUP_DEFAULT_MESSAGE } from './testing';
import { yup as productYup } from './yup';

/** Values of every shape and kind a form or a request can send. */
const VALUES: unknown[] = [undefined, null, '', ' ', 'abc', '12', -1, 0, 1.5, 1e12, true, [], {}, '2020-02-30', 'x'.repeat(300), ['x'], [{}], [{ id: 'x' }], { id: 'x' }];

/** Inputs for a schema: the bad values themselves and, for an object, every field (and every item of a list field) set to each. */
function inputsFor(schema: yup.Schema): unknown[] {
  const description = schema.describe() as { type: string; fields?: Record<string, unknown> };
  if (description.type !== 'object') return VALUES;
  const keys = Object.keys(description.fields ?? {});
  const each = (make: (value: unknown) => unknown) => VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, make(value)])));
  return [...VALUES, ...each((value) => value), ...each((value) => [value]), ...each((value) => ({ id: value, name: value, from: value, to: value }))];
}

function messagesOf(schema: yup.Schema): string[] {
  const messages = new Set<string>();
  for (const input of inputsFor(schema)) {
    try {
      schema.validateSync(input, { abortEarly: false, stripUnknown: true, context: { now: new Date('2030-01-15T12:00:00Z'), timeZone: 'America/Chicago' } });
    } catch (error) {
      if (!yup.ValidationError.isError(error)) continue;
      for (const message of error.errors) messages.add(message);
    }
  }
  return [...messages];
}

const schemas = Object.entries(contracts).filter(([, value]) => yup.isSchema(value)) as [string, yup.Schema][];

test('the contracts export their schemas (the walk below sees them)', () => {
  expect(schemas.length).toBeGreaterThan(40);
});

test.each(schemas)('%s answers bad input in the product’s words, never yup’s own', (_name, schema) => {
  const messages = messagesOf(schema);
  expect(messages.filter((message) => YUP_DEFAULT_MESSAGE.test(message))).toEqual([]);
});

test('the product locale: a missing value is Required, a wrong type and the limits say what to enter', () => {
  const schema = productYup.object({
    comment: productYup.string().defined(),
    count: productYup.number().integer().min(1).max(999),
    items: productYup.array().of(productYup.number()).min(1),
  });
  const errorsOf = (value: unknown) => {
    try {
      schema.validateSync(value, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as yup.ValidationError).errors;
    }
  };
  expect(errorsOf({ count: 1, items: [1] })).toEqual(['Required']);
  expect(errorsOf({ comment: '', count: 'many', items: [1] })).toEqual(['Enter a number']);
  expect(errorsOf({ comment: '', count: 1.5, items: [] })).toEqual(['Enter a whole number', 'At least one item must be selected']);
  expect(errorsOf({ comment: '', count: 1000, items: [1] })).toEqual(['Enter 999 or less']);
});
