import schemas from '@dutylink/contracts/api-schemas';

/** A type of packages/contracts whose JSON Schema was generated from it (scripts/api-schemas.mjs). */
export type ContractType = keyof typeof schemas;

/** Every generated schema, each under its type's name, for Fastify's shared schemas and the document's components. */
export const contractSchemas = Object.values(schemas);

/** A route's answer: the generated schema of a contracts type, e.g. `{ 200: answer('UserResponse') }`. */
export const answer = (type: ContractType) => ({ $ref: `${type}#` });

/** An answer without a body (204), or `{}` for the calls whose answer carries nothing. */
export const nothing = { type: 'object', additionalProperties: false } as const;

/** An answer that is not JSON (a page, a script, TwiML), for the document: 200 with that content type. */
export const textAnswer = (type: string, description: string) => ({ 200: { description, content: { [type]: { schema: { type: 'string' } } } } });

/** A 303 redirect to a path on this site (the `Location` header), for the document. */
export const seeOther = (description: string) => ({ 303: { description, type: 'null' } });

/** Answers of a page that are pages too (the SMS job page's refusals), for the document: in place of ApiErrorBody. */
export const pageAnswers = (description: string, statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, { description, content: { 'text/html': { schema: { type: 'string' } } } }]));
