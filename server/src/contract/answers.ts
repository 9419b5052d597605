import schemas from '@dutylink/contracts/api-schemas';

/** A type of packages/contracts whose JSON Schema was generated from it (scripts/api-schemas.mjs). */
export type ContractType = keyof typeof schemas;

/** Every generated schema, each under its type's name, for Fastify's shared schemas and the document's components. */
export const contractSchemas = Object.values(schemas);

/** A route's answer: the generated schema of a contracts type, e.g. `{ 200: answer('UserResponse') }`. */
export const answer = (type: ContractType) => ({ $ref: `${type}#` });

/** An answer without a body (204), or `{}` for the calls whose answer carries nothing. */
export const nothing = { type: 'object', additionalProperties: false } as const;
