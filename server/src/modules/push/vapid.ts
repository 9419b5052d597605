import type { VapidConfig } from '../../config';
import type { Db } from '../../db/connect';
import { newVapidKeys } from '../../messaging/web-push';

/** The demo's push services may write to the support address, as a real deployment's VAPID_SUBJECT would. */
const DEMO_SUBJECT = 'mailto:support@dutylink.test';

/**
 * The VAPID key pair browsers subscribe with: the configured one, else (the demo) one made once and kept in the
 * database, so subscriptions outlive a restart.
 */
export async function vapidKeys(db: Db, configured: VapidConfig | undefined): Promise<VapidConfig> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: 'vapid_keys', value: JSON.stringify(newVapidKeys()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'vapid_keys').executeTakeFirstOrThrow();
  return { ...(JSON.parse(row.value) as { publicKey: string; privateKey: string }), subject: DEMO_SUBJECT };
}
