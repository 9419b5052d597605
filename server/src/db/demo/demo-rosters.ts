import type { Db } from '../connect';
import { DEMO_OFFICERS } from './demo-reliability';

/**
 * DEMO_DATA, issue 36: a favourite officer. Marcus Reed (+15555550110), hired by the demo employer for the
 * unconfirmed shift's job (demo-confirmations.ts), is its Favourite: My officers shows him at once, and a job the
 * company posts with invite-first hours reaches him first. Runs once: a row already there is kept as it is.
 */
export async function seedDemoFavourite(db: Db, now: Date, employerId: number): Promise<void> {
  const officer = await db.selectFrom('users').select('id').where('phone', '=', DEMO_OFFICERS[0].phone).executeTakeFirst();
  if (!officer) return;
  await db
    .insertInto('roster_officers')
    .values({ employer_id: employerId, user_id: officer.id, favourite: true, blocked: false, updated_at: now })
    .onConflict((oc) => oc.columns(['employer_id', 'user_id']).doNothing())
    .execute();
}
