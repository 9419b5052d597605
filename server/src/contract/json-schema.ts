import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { Schema } from 'yup';

export type JsonSchema = JSONSchema7;

/**
 * A contracts (yup) schema as JSON Schema: what Fastify serialises responses with, what the OpenAPI
 * document shows and what the fuzz generates inputs from. The converter reads yup's own description;
 * three things it leaves out are added here: objects carry no yup default, a nullable `oneOf` lets
 * null through, and response objects list exactly their fields (nothing else leaves the server).
 */
export function toJsonSchema(schema: Schema | JsonSchema, { closed = false } = {}): JsonSchema {
  return schema instanceof Schema ? tidy(convertSchema(schema), closed) : schema;
}

function tidy(schema: JSONSchema7Definition, closed: boolean): JSONSchema7 {
  if (typeof schema === 'boolean') return {};
  const out: JSONSchema7 = { ...schema };
  if (out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'))) {
    delete out.default;
    if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, value]) => [key, tidy(value, closed)]));
    if (closed && out.properties) out.additionalProperties = false;
  }
  if (out.items && !Array.isArray(out.items)) out.items = tidy(out.items, closed);
  if (out.enum && Array.isArray(out.type) && out.type.includes('null') && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}
