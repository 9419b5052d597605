import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import type { Schema } from 'yup';

/**
 * A contracts (yup) schema of a request's part as JSON Schema: what the OpenAPI document shows and
 * what the fuzz generates inputs from. The converter reads yup's own description; two things it
 * gets wrong are mended here: objects carry no yup default, and a nullable `oneOf` lets null through.
 */
export function toJsonSchema(schema: Schema): JSONSchema7 {
  return tidy(convertSchema(schema));
}

function tidy(schema: JSONSchema7Definition): JSONSchema7 {
  if (typeof schema === 'boolean') return {};
  const out: JSONSchema7 = { ...schema };
  if (out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'))) {
    delete out.default;
    if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, value]) => [key, tidy(value)]));
  }
  if (out.items && !Array.isArray(out.items)) out.items = tidy(out.items);
  if (out.enum && Array.isArray(out.type) && out.type.includes('null') && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}
