import { createSession, sessionHash } from '../../src/lib/sessions';
import type { TestApp } from './test-app';

/**
 * A device of the officer's subscribed to push notifications (docs/decisions/push-first.md), held by a session of its
 * own, as the browser's subscription would be; the test app's push provider records what it is sent.
 */
export async function subscribedDevice(t: TestApp, userId: number): Promise<void> {
  const session = await createSession(t.db, userId, t.clock.now(), 30);
  const keys = { p256dh: `B${'x'.repeat(86)}`, auth: 'y'.repeat(22) };
  await t.db.insertInto('push_subscriptions').values({ user_id: userId, session_hash: sessionHash(session), endpoint: `https://push.example/${userId}`, ...keys, created_at: t.clock.now() }).execute();
}
