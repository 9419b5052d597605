import { sql } from 'kysely';
import type { InvoiceSettings } from '../../config';
import { BillingPeriod, dayIn, FALLBACK_TIME_ZONE, formatShortDate, knownTimeZone, ROLE_SLUG, SubscriptionState } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { renderEmail, type EmailContent } from '../../messaging/email-content';
import { enqueueEmail } from '../../messaging/outbox';
import type { EmailAttachment } from '../../messaging/providers';
import type { Events } from '../../plugins/events';
import { invoiceContent, invoiceFileName, invoiceNumber, invoicePdf } from './invoice-pdf';
import { money } from './money';
import { planName, type Plan } from './plans';
import { subscriptionView } from './service';

/**
 * Billing e-mails (issue 37, docs/payments.md "Billing e-mails"): a receipt with its invoice PDF for each payment,
 * a reminder before a renewal, a failed payment, a cancellation. Each is written to the outbox in the transaction
 * of the change it reports (the events payment.made, payment.failed, subscription.cancelled; the reminder pass
 * marks the charge it announced), so it goes once. Only to a verified address: an account without one is not
 * e-mailed, and finds the same on its subscription page.
 */

/** How long before a renewal its reminder goes. */
export const RENEWAL_REMINDER_DAYS = 3;
/** How often the reminder pass runs: a reminder goes within this of its time. */
export const RENEWAL_REMINDERS_EVERY_MS = 3_600_000;
/**
 * The plans whose renewals are announced: a daily plan renews before a reminder could come, and a weekly one would
 * get a reminder every week, half of its e-mails.
 */
const REMINDED_PERIODS = [BillingPeriod.Month, BillingPeriod.Year];
const DAY_MS = 86_400_000;

/**
 * The zone billing dates are written in: the employee's profile zone, else the zone of the employer's latest job,
 * else the app's fallback (America/New_York).
 */
async function billingZone(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('employee_profiles as ep', 'ep.user_id', 'u.id')
    .select(sql<string | null>`coalesce(ep.time_zone, (select j.time_zone from jobs j where j.employer_id = u.id order by j.id desc limit 1))`.as('time_zone'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return knownTimeZone(row?.time_zone) ?? FALLBACK_TIME_ZONE;
}

/** What a billing e-mail is written with: a day as the app writes it, in the user's zone, and their subscription page. */
interface BillingWords {
  day: (instant: Date) => string;
  subscriptionPage: string;
}

/** Sends a billing e-mail to the user's verified address, with dates in their zone ('12/05/26'); nothing without one. */
async function sendBillingEmail(
  trx: Db,
  userId: number,
  at: Date,
  publicUrl: string,
  compose: (words: BillingWords) => EmailContent,
  invoiceId?: number,
): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select(['email', 'role'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('email', 'is not', null)
    .where('email_verified', '=', true)
    .executeTakeFirst();
  if (!user?.email) return;
  const timeZone = await billingZone(trx, userId);
  const content = compose({ day: (instant) => formatShortDate(dayIn(instant, timeZone)), subscriptionPage: `${publicUrl}/${ROLE_SLUG[user.role]}/subscription` });
  await enqueueEmail(trx, at, { to: user.email, ...renderEmail(content), userId, retryUnknownOutcome: true, invoiceId });
}

async function sendReceipt(trx: Db, userId: number, transactionId: number, at: Date, publicUrl: string, invoices: InvoiceSettings): Promise<void> {
  const payment = await trx.selectFrom('transactions').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
  // A free start (a 100 % promo) is listed on the subscription page, but nothing was paid.
  if (payment.amount_cents === 0) return;
  await sendBillingEmail(
    trx,
    userId,
    at,
    publicUrl,
    ({ day, subscriptionPage }) => ({
      subject: `Receipt for your DutyLink ${payment.name}: ${money(payment.amount_cents)}`,
      blocks: [
        'Thank you for your payment.',
        {
          rows: [
            ['Plan', payment.name],
            ['Period', `${day(payment.period_from)} to ${day(payment.period_to)}`],
            ['Paid on', day(payment.created_at)],
            ['Amount paid', money(payment.amount_cents)],
            ['Invoice', invoiceNumber(payment, invoices.timeZone)],
          ],
        },
        'The invoice is attached as a PDF. You can also download it under Billing information on your subscription page.',
        { label: 'Your subscription', link: subscriptionPage },
      ],
    }),
    payment.id,
  );
}

function paymentFailedEmail(amountCents: number, nextAttempt: Date | null) {
  return ({ day, subscriptionPage }: BillingWords): EmailContent => ({
    subject: 'Your DutyLink payment did not go through',
    blocks: [
      `We could not take the payment of ${money(amountCents)} for your DutyLink subscription.`,
      nextAttempt ? `We will try your card again on ${day(nextAttempt)}.` : 'We will not try your card again.',
      { label: 'Your subscription', link: subscriptionPage },
    ],
  });
}

function cancelledEmail(accessEnds: Date, at: Date) {
  return ({ day, subscriptionPage }: BillingWords): EmailContent => ({
    subject: 'Your DutyLink subscription is cancelled',
    blocks: [
      accessEnds > at
        ? `Your subscription is cancelled. It stays active until ${day(accessEnds)}. No more payments will be taken.`
        : `Your subscription is cancelled and ended on ${day(accessEnds)}. No more payments will be taken.`,
      'You can buy a plan again at any time on your subscription page.',
      { label: 'Your subscription', link: subscriptionPage },
    ],
  });
}

/** The billing e-mails that follow a payment, a failed payment and a cancellation, each in its change's transaction. */
export function billingEmailReactions(events: Events, publicUrl: string, invoices: InvoiceSettings): void {
  events.on('payment.made', (trx, { userId, transactionId }, at) => sendReceipt(trx, userId, transactionId, at, publicUrl, invoices));
  events.on('payment.failed', (trx, { userId, amountCents, nextAttempt }, at) => sendBillingEmail(trx, userId, at, publicUrl, paymentFailedEmail(amountCents, nextAttempt)));
  events.on('subscription.cancelled', (trx, { userId, accessEnds }, at) => sendBillingEmail(trx, userId, at, publicUrl, cancelledEmail(accessEnds, at)));
}

/** The reminder of the user's next charge, as the subscription page shows it; none for a charge of nothing. */
async function sendRenewalReminder(trx: Db, plans: readonly Plan[], publicUrl: string, userId: number, now: Date): Promise<void> {
  const view = await subscriptionView(trx, plans, userId, now);
  const next = view.nextPayment;
  const period = view.queued?.period ?? view.period;
  if (!next || next.amount === 0 || period === null) return;
  const chargeAt = new Date(next.dt);
  await sendBillingEmail(trx, userId, now, publicUrl, ({ day, subscriptionPage }) => ({
    subject: `Your DutyLink subscription renews on ${day(chargeAt)}`,
    blocks: [
      `On ${day(chargeAt)}, your ${planName(period)} renews and ${money(Math.round(next.amount * 100))} will be charged to your card.`,
      `If you do not want it to renew, cancel it before then on your subscription page. You keep access until ${day(chargeAt)}.`,
      { label: 'Your subscription', link: subscriptionPage },
    ],
  }));
}

/**
 * The reminder pass (periodic work 'subscriptions.renewal-reminders'): every subscription to be charged within
 * RENEWAL_REMINDER_DAYS (its renewal, or the plan queued behind it) whose charge was not announced yet. Rows are
 * claimed FOR UPDATE SKIP LOCKED and marked with the charge they announced (renewal_reminded_for) in the
 * transaction that queues the e-mail, so any number of passes and processes send each reminder once. Returns how
 * many subscriptions were handled.
 */
export async function remindRenewals(db: Db, plans: readonly Plan[], publicUrl: string, now: Date, batchSize = 100): Promise<number> {
  const horizon = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS);
  for (let handled = 0; ; ) {
    const batch = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('subscriptions')
        .select(['user_id', sql<Date>`coalesce(queued_starts, until)`.as('charge_at')])
        .where('state', '<>', SubscriptionState.Inactive)
        .where('until', '>', now)
        .where((eb) =>
          eb.or([
            eb.and([eb('queued_starts', '>', now), eb('queued_starts', '<=', horizon), eb('queued_period', 'in', REMINDED_PERIODS)]),
            eb.and([eb('queued_starts', 'is', null), eb('state', '=', SubscriptionState.Active), eb('virtual', '=', false), eb('until', '<=', horizon), eb('period', 'in', REMINDED_PERIODS)]),
          ]),
        )
        .where(sql<boolean>`renewal_reminded_for is distinct from coalesce(queued_starts, until)`)
        .orderBy('user_id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const sub of due) {
        await sendRenewalReminder(trx, plans, publicUrl, sub.user_id, now);
        await trx.updateTable('subscriptions').set({ renewal_reminded_for: sub.charge_at }).where('user_id', '=', sub.user_id).execute();
      }
      return due.length;
    });
    handled += batch;
    if (batch < batchSize) return handled;
  }
}

/** A receipt's attachment, rendered when the receipt is sent: the payment's invoice exactly as the app serves it. */
export async function invoiceAttachment(db: Db, transactionId: number, invoices: InvoiceSettings): Promise<EmailAttachment> {
  const payment = await db.selectFrom('transactions').selectAll().where('id', '=', transactionId).executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select(['id', 'role', 'name', 'phone', 'email']).where('id', '=', payment.user_id).executeTakeFirstOrThrow();
  const content = await invoiceContent(db, payment, user, invoices);
  return { filename: invoiceFileName(payment, invoices.timeZone), contentType: 'application/pdf', content: await invoicePdf(content) };
}
