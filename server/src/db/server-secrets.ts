import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from './connect';

/**
 * The key that hashes one-time codes. AUTH_SECRET wins; without it a random key is created once
 * and kept in the database, so every process of one deployment agrees on it.
 */
export async function codeHashKey(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: 'code_hash_key', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'code_hash_key').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A key for one purpose derived from the server secret (codeHashKey), e.g. the signed job links:
 * leaking one derived key reveals neither the secret nor the other keys.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`dutylink:${purpose}`).digest();
}
