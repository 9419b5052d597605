import { discountedCents, Step, SubscriptionState, TransactionState, type BillingPeriod, type Subscription } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { PaymentProviderName, Promo, SubscriptionRow } from '../../db/schema';
import { addMonths, addPeriod, planName, type Plan } from './plans';
import { isRunning } from '../../lib/access';
import { markStepFilled } from '../../lib/filled-steps';
import { invoiceBuyer } from './invoice-pdf';
import type { Events } from '../../plugins/events';

/** A Kysely instance or a transaction of one. */
type Q = Db;

const HOUR_MS = 3_600_000;
/** Stripe retries a failed renewal for days; we keep access this long past the period end. */
export const STRIPE_GRACE_MS = 48 * HOUR_MS;

/** The columns that hold a plan queued behind the running one, emptied. */
export const NO_QUEUED_PLAN = {
  queued_period: null,
  queued_product_id: null,
  queued_starts: null,
  queued_provider_subscription_id: null,
} as const;

/** The percent the user's applied promo takes off a charge made at `at` (0 when none). */
export function percentOffAt(sub: SubscriptionRow | undefined, promo: Promo | undefined, at: Date): number {
  if (!sub?.promo_id || !promo || promo.id !== sub.promo_id) return 0;
  if (promo.duration_months === 0 || !sub.promo_started_at) return promo.percent_off;
  return sub.promo_until && at < sub.promo_until ? promo.percent_off : 0;
}

/** Whether the applied promo still lowers (or will lower) a charge. */
function promoLive(sub: SubscriptionRow, promo: Promo | undefined, now: Date): promo is Promo {
  return percentOffAt(sub, promo, now) > 0;
}

export async function promoById(db: Q, id: number | null): Promise<Promo | undefined> {
  if (id === null) return undefined;
  return db.selectFrom('promos').selectAll().where('id', '=', id).executeTakeFirst();
}

export function planOf(plans: readonly Plan[], period: BillingPeriod | null): Plan | undefined {
  return plans.find((plan) => plan.period === period);
}

/** GET subscriptions/get: everything computed here, nothing trusted from the browser. */
export async function subscriptionView(db: Q, plans: readonly Plan[], userId: number, now: Date): Promise<Subscription> {
  const sub = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const promo = sub ? await promoById(db, sub.promo_id) : undefined;
  const running = isRunning(sub, now);
  const price = (period: BillingPeriod | null, at: Date) => {
    const plan = planOf(plans, period);
    if (!plan) return null;
    const off = percentOffAt(sub, promo, at);
    const amount = discountedCents(plan.priceCents, off) / 100;
    return { dt: at.toISOString(), amount, oldAmount: off > 0 ? plan.priceCents / 100 : null };
  };
  let nextPayment: Subscription['nextPayment'] = null;
  if (running && sub.queued_starts) nextPayment = price(sub.queued_period, sub.queued_starts);
  else if (running && sub.state === SubscriptionState.Active && !sub.virtual && sub.until) nextPayment = price(sub.period, sub.until);
  return {
    state: running ? sub.state : SubscriptionState.Inactive,
    period: running ? sub.period : null,
    until: running && sub.until ? sub.until.toISOString() : null,
    nextPayment,
    promo: sub && promoLive(sub, promo, now) ? { name: promo.name, percentOff: promo.percent_off, durationMonths: promo.duration_months } : null,
    virtual: running && sub.virtual,
    queued: running && sub.queued_starts && sub.queued_period !== null ? { period: sub.queued_period, starts: sub.queued_starts.toISOString() } : null,
  };
}

/** The user's row, created Inactive when missing, locked until the transaction ends. */
export async function lockSubscription(trx: Q, userId: number, now: Date): Promise<SubscriptionRow> {
  await trx
    .insertInto('subscriptions')
    .values({ user_id: userId, state: SubscriptionState.Inactive, virtual: false, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/**
 * Stores a provider event by id in the transaction of its effect: a repeated delivery finds the
 * id and changes nothing. Returns whether the effect ran.
 */
export async function handleEventOnce(
  db: Db,
  event: { id: string; type: string; objectId: string | null; created: Date; received: Date },
  effect: (trx: Q) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, object_id: event.objectId, event_created: event.created, received_at: event.received })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!stored) return false;
    await effect(trx);
    return true;
  });
}

/** Whether the provider already told us this subscription ended (an event may overtake another). */
async function endedAtProvider(trx: Q, providerSubscriptionId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('payment_events')
    .select('id')
    .where('object_id', '=', providerSubscriptionId)
    .where('type', '=', 'customer.subscription.deleted')
    .executeTakeFirst();
  return !!row;
}

export interface Payment {
  userId: number;
  period: BillingPeriod;
  at: Date;
  from: Date;
  to: Date;
  amountCents: number;
  fullAmountCents: number;
  promo: Promo | undefined;
  percentOff: number;
  provider: PaymentProviderName;
  providerInvoiceId: string | null;
  /** The SALES_TAX rate included in the amount, as set when it is paid (null: none); its invoice keeps it. */
  salesTaxPercent: number | null;
}

/** A Paid transaction (the invoice, with its buyer as they are now) and its payment.made event (the receipt); a provider invoice is recorded once. */
export async function recordPayment(trx: Q, events: Events, payment: Payment): Promise<number | null> {
  const buyer = await trx.selectFrom('users').select(['id', 'role', 'name', 'phone', 'email']).where('id', '=', payment.userId).executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('transactions')
    .values({
      user_id: payment.userId,
      name: planName(payment.period),
      period: payment.period,
      amount_cents: payment.amountCents,
      full_amount_cents: payment.fullAmountCents,
      state: TransactionState.Paid,
      created_at: payment.at,
      period_from: payment.from,
      period_to: payment.to,
      promo_name: payment.percentOff > 0 ? (payment.promo?.name ?? null) : null,
      percent_off: payment.percentOff > 0 ? payment.percentOff : null,
      provider: payment.provider,
      provider_invoice_id: payment.providerInvoiceId,
      sales_tax_percent: payment.salesTaxPercent,
      buyer: await invoiceBuyer(trx, buyer),
    })
    .onConflict((oc) => oc.column('provider_invoice_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await events.record(trx, payment.at, { kind: 'payment.made', userId: payment.userId, transactionId: row.id });
  return row.id;
}

/** A charge lowered by the applied promo starts the promo's duration, once. */
function promoStartPatch(sub: SubscriptionRow, promo: Promo | undefined, at: Date, percentOff: number): Partial<SubscriptionRow> {
  if (percentOff === 0 || !promo || sub.promo_id !== promo.id || sub.promo_started_at) return {};
  return { promo_started_at: at, promo_until: promo.duration_months > 0 ? addMonths(at, promo.duration_months) : null };
}

/** A dev-provider charge of `plan` at `at` for [from, to): priced with the applied promo, with the sales tax set now. */
async function chargeDev(trx: Q, events: Events, sub: SubscriptionRow, plan: Plan, at: Date, from: Date, to: Date, salesTaxPercent: number | null): Promise<Partial<SubscriptionRow>> {
  const promo = await promoById(trx, sub.promo_id);
  const percentOff = percentOffAt(sub, promo, at);
  await recordPayment(trx, events, {
    userId: sub.user_id,
    period: plan.period,
    at,
    from,
    to,
    amountCents: discountedCents(plan.priceCents, percentOff),
    fullAmountCents: plan.priceCents,
    promo,
    percentOff,
    provider: 'dev',
    providerInvoiceId: null,
    salesTaxPercent,
  });
  return promoStartPatch(sub, promo, at, percentOff);
}

export interface CheckoutCompletion {
  checkoutId: string;
  at: Date;
  plans: readonly Plan[];
  /** SALES_TAX now: recorded on the payment the dev provider takes. */
  salesTaxPercent: number | null;
  /** The dev provider takes the money on the Pay button; Stripe reports it with invoice.paid. */
  chargedNow: boolean;
  providerSubscriptionId?: string | null;
  providerCustomerId?: string | null;
}

export type CompletionOutcome = 'started' | 'queued' | 'ignored';

/**
 * THE fulfilment of a purchase, shared by the dev checkout's Pay button and Stripe's
 * checkout.session.completed webhook: starts the plan, or queues it behind a running one.
 * Run inside handleEventOnce's transaction.
 */
export async function fulfilCheckout(trx: Q, events: Events, c: CheckoutCompletion): Promise<CompletionOutcome> {
  const checkout = await trx.selectFrom('checkouts').selectAll().where('id', '=', c.checkoutId).forUpdate().executeTakeFirst();
  if (!checkout || checkout.status !== 'open') return 'ignored';
  await trx.updateTable('checkouts').set({ status: 'paid', completed_at: c.at }).where('id', '=', checkout.id).execute();
  const recordOutcome = (outcome: 'started' | 'queued') => trx.updateTable('checkouts').set({ outcome }).where('id', '=', checkout.id).execute();
  const providerSubscriptionId = c.providerSubscriptionId ?? null;
  // A subscription.deleted that overtook this event: it must not bring the subscription back.
  if (providerSubscriptionId && (await endedAtProvider(trx, providerSubscriptionId))) return 'ignored';
  const plan = planOf(c.plans, checkout.period);
  if (!plan) return 'ignored';

  const sub = await lockSubscription(trx, checkout.user_id, c.at);
  const customer = c.providerCustomerId ? { provider_customer_id: c.providerCustomerId } : {};
  if (isRunning(sub, c.at) && sub.until) {
    await trx
      .updateTable('subscriptions')
      .set({
        ...customer,
        queued_period: plan.period,
        queued_product_id: plan.productId,
        queued_starts: sub.until,
        queued_provider_subscription_id: providerSubscriptionId,
        updated_at: c.at,
      })
      .where('user_id', '=', sub.user_id)
      .execute();
    await recordOutcome('queued');
    return 'queued';
  }

  const until = addPeriod(c.at, plan.period);
  let promoPatch: Partial<SubscriptionRow> = {};
  if (c.chargedNow) {
    // The amount the checkout page showed, with the promo it named.
    const promo = await promoById(trx, checkout.promo_id);
    const percentOff = checkout.percent_off ?? 0;
    await recordPayment(trx, events, {
      userId: sub.user_id,
      period: plan.period,
      at: c.at,
      from: c.at,
      to: until,
      amountCents: checkout.amount_cents,
      fullAmountCents: checkout.price_cents,
      promo,
      percentOff,
      provider: checkout.provider,
      providerInvoiceId: null,
      salesTaxPercent: c.salesTaxPercent,
    });
    promoPatch = promoStartPatch(sub, promo, c.at, percentOff);
  } else if (checkout.promo_id && checkout.promo_id === sub.promo_id && !sub.promo_started_at) {
    const promo = await promoById(trx, checkout.promo_id);
    promoPatch = promoStartPatch(sub, promo, c.at, checkout.percent_off ?? 0);
  }
  await trx
    .updateTable('subscriptions')
    .set({
      ...customer,
      ...promoPatch,
      state: SubscriptionState.Active,
      period: plan.period,
      product_id: plan.productId,
      started_at: c.at,
      period_start: c.at,
      until,
      virtual: false,
      provider: checkout.provider,
      provider_subscription_id: providerSubscriptionId,
      ...NO_QUEUED_PLAN,
      updated_at: c.at,
    })
    .where('user_id', '=', sub.user_id)
    .execute();
  await markStepFilled(trx, sub.user_id, Step.Payment);
  await recordOutcome('started');
  return 'started';
}

/** The queued plan becomes the current one at its start. */
async function activateQueued(trx: Q, events: Events, sub: SubscriptionRow, plans: readonly Plan[], salesTaxPercent: number | null, chargeDevNow: boolean): Promise<void> {
  const plan = planOf(plans, sub.queued_period);
  const starts = sub.queued_starts!;
  if (!plan) {
    await trx.updateTable('subscriptions').set(NO_QUEUED_PLAN).where('user_id', '=', sub.user_id).execute();
    return;
  }
  const until = addPeriod(starts, plan.period);
  const stripeManaged = !!sub.queued_provider_subscription_id;
  const promoPatch = !stripeManaged && chargeDevNow ? await chargeDev(trx, events, sub, plan, starts, starts, until, salesTaxPercent) : {};
  await trx
    .updateTable('subscriptions')
    .set({
      ...promoPatch,
      state: SubscriptionState.Active,
      period: plan.period,
      product_id: plan.productId,
      started_at: sub.started_at ?? starts,
      period_start: starts,
      until,
      virtual: false,
      provider: stripeManaged ? 'stripe' : 'dev',
      provider_subscription_id: sub.queued_provider_subscription_id,
      ...NO_QUEUED_PLAN,
      updated_at: starts,
    })
    .where('user_id', '=', sub.user_id)
    .execute();
}

export interface InvoicePaid {
  providerInvoiceId: string;
  providerSubscriptionId: string;
  userId: number | null;
  /** From the subscription's metadata: names the plan before checkout.session.completed does. */
  productId: string | null;
  amountCents: number;
  at: Date;
  periodStart: Date;
  periodEnd: Date;
  plans: readonly Plan[];
  /** SALES_TAX now, when the provider reports the payment: recorded on it. */
  salesTaxPercent: number | null;
}

/**
 * THE renewal fulfilment of a provider that charges by itself (Stripe's invoice.paid): records the
 * payment and moves `until` forward, never back, so a late or repeated invoice changes nothing.
 */
export async function fulfilInvoicePaid(trx: Q, events: Events, invoice: InvoicePaid): Promise<void> {
  let sub = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where((eb) => eb.or([eb('provider_subscription_id', '=', invoice.providerSubscriptionId), eb('queued_provider_subscription_id', '=', invoice.providerSubscriptionId)]))
    .forUpdate()
    .executeTakeFirst();
  const userId = sub?.user_id ?? invoice.userId;
  if (userId === null) return;
  if (!sub) sub = await lockSubscription(trx, userId, invoice.at);
  const isQueued = sub.queued_provider_subscription_id === invoice.providerSubscriptionId;
  const isCurrent = sub.provider_subscription_id === invoice.providerSubscriptionId;
  const productId = invoice.productId ?? sub.product_id;
  const period = isQueued ? sub.queued_period : isCurrent ? sub.period : (invoice.plans.find((p) => p.productId === productId)?.period ?? null);
  if (invoice.amountCents > 0 && period !== null) {
    const plan = planOf(invoice.plans, period);
    const promo = await promoById(trx, sub.promo_id);
    const fullAmountCents = plan?.priceCents ?? invoice.amountCents;
    const percentOff = invoice.amountCents < fullAmountCents ? Math.round(100 - (invoice.amountCents * 100) / fullAmountCents) : 0;
    await recordPayment(trx, events, {
      userId,
      period,
      at: invoice.at,
      from: invoice.periodStart,
      to: invoice.periodEnd,
      amountCents: invoice.amountCents,
      fullAmountCents,
      promo,
      percentOff,
      provider: 'stripe',
      providerInvoiceId: invoice.providerInvoiceId,
      salesTaxPercent: invoice.salesTaxPercent,
    });
  }
  if (await endedAtProvider(trx, invoice.providerSubscriptionId)) return;
  if (isQueued && invoice.periodStart.getTime() >= (sub.queued_starts?.getTime() ?? 0) - HOUR_MS) {
    await activateQueued(trx, events, sub, invoice.plans, invoice.salesTaxPercent, false);
    sub = await trx.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  }
  if (sub.provider_subscription_id === invoice.providerSubscriptionId && sub.state !== SubscriptionState.Inactive && sub.until && invoice.periodEnd > sub.until) {
    await trx.updateTable('subscriptions').set({ until: invoice.periodEnd, period_start: invoice.periodStart, updated_at: invoice.at }).where('user_id', '=', userId).execute();
  }
}

/**
 * The provider ended a subscription (Stripe's customer.subscription.deleted). One that was still renewing (ended at
 * the provider, or after its payments failed) is a cancellation its user hears of; a cancelled one was told already.
 */
export async function fulfilSubscriptionEnded(trx: Q, events: Events, providerSubscriptionId: string, at: Date): Promise<void> {
  const sub = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where((eb) => eb.or([eb('provider_subscription_id', '=', providerSubscriptionId), eb('queued_provider_subscription_id', '=', providerSubscriptionId)]))
    .forUpdate()
    .executeTakeFirst();
  if (!sub) return;
  if (sub.queued_provider_subscription_id === providerSubscriptionId) {
    await trx
      .updateTable('subscriptions')
      .set({ ...NO_QUEUED_PLAN, updated_at: at })
      .where('user_id', '=', sub.user_id)
      .execute();
    return;
  }
  // The period it was paid for ends now; a queued plan starts at once (its start is moved up).
  const accessEnds = sub.until && sub.until < at ? sub.until : at;
  await trx
    .updateTable('subscriptions')
    .set({
      state: SubscriptionState.Inactive,
      until: accessEnds,
      queued_starts: sub.queued_starts ? at : null,
      updated_at: at,
    })
    .where('user_id', '=', sub.user_id)
    .execute();
  if (sub.state === SubscriptionState.Active && !sub.queued_starts) await events.record(trx, at, { kind: 'subscription.cancelled', userId: sub.user_id, accessEnds });
}

/**
 * The provider marked the subscription to end at its period end (e.g. from Stripe's dashboard). A cancellation in
 * the app reaches here too, after the app already recorded it: only a subscription still Active changes. Its user
 * is told unless a plan bought since follows it (the webhook stops the replaced subscription so).
 */
export async function fulfilCancelledAtProvider(trx: Q, events: Events, providerSubscriptionId: string, at: Date): Promise<void> {
  const cancelled = await trx
    .updateTable('subscriptions')
    .set({ state: SubscriptionState.Cancelled, updated_at: at })
    .where('provider_subscription_id', '=', providerSubscriptionId)
    .where('state', '=', SubscriptionState.Active)
    .returning(['user_id', 'until', 'queued_starts'])
    .execute();
  for (const sub of cancelled) {
    if (!sub.queued_starts) await events.record(trx, at, { kind: 'subscription.cancelled', userId: sub.user_id, accessEnds: sub.until ?? at });
  }
}

/**
 * The user cancels (DELETE subscriptions/cancel): no more renewals, and a plan queued behind the current one is
 * dropped. One that was to be charged again (Active, or with a queued plan) is a cancellation its user is told of.
 */
export async function cancelSubscription(db: Db, events: Events, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sub = await trx.selectFrom('subscriptions').select(['state', 'until', 'queued_starts']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!sub || sub.state === SubscriptionState.Inactive) return;
    await trx
      .updateTable('subscriptions')
      .set({ state: SubscriptionState.Cancelled, ...NO_QUEUED_PLAN, updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    if (sub.state === SubscriptionState.Active || sub.queued_starts) await events.record(trx, now, { kind: 'subscription.cancelled', userId, accessEnds: sub.until ?? now });
  });
}

/** The provider could not take a renewal's payment (Stripe's invoice.payment_failed): its user is told. */
export async function fulfilPaymentFailed(trx: Q, events: Events, failed: { providerSubscriptionId: string; userId: number | null; amountCents: number; at: Date; nextAttempt: Date | null }): Promise<void> {
  const sub = await trx
    .selectFrom('subscriptions')
    .select('user_id')
    .where((eb) => eb.or([eb('provider_subscription_id', '=', failed.providerSubscriptionId), eb('queued_provider_subscription_id', '=', failed.providerSubscriptionId)]))
    .executeTakeFirst();
  const userId = sub?.user_id ?? failed.userId;
  if (userId === null) return;
  await events.record(trx, failed.at, { kind: 'payment.failed', userId, amountCents: failed.amountCents, nextAttempt: failed.nextAttempt });
}

export interface TickResult {
  renewed: number;
  activated: number;
  deactivated: number;
}

/**
 * The scheduled pass: renews Active dev-provider subscriptions whose period ended (dev payments
 * always succeed), starts queued plans, and deactivates everything else past its end (Cancelled
 * ones, virtual ones, and as a safety net Stripe ones STRIPE_GRACE_MS after a renewal that never
 * came). Rows are claimed FOR UPDATE SKIP LOCKED, so any number of processes may run it.
 */
export async function tick(db: Db, events: Events, plans: readonly Plan[], salesTaxPercent: number | null, now: Date, batchSize = 100): Promise<TickResult> {
  const result: TickResult = { renewed: 0, activated: 0, deactivated: 0 };
  for (let pass = 0; pass < 1000; pass += 1) {
    const handled = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('subscriptions')
        .selectAll()
        .where('state', '<>', SubscriptionState.Inactive)
        .where((eb) =>
          eb.or([
            eb('queued_starts', '<=', now),
            eb.and([
              eb('until', '<=', now),
              eb.or([eb('provider', 'is', null), eb('provider', '<>', 'stripe'), eb('state', '<>', SubscriptionState.Active), eb('until', '<=', new Date(now.getTime() - STRIPE_GRACE_MS))]),
            ]),
          ]),
        )
        .orderBy('user_id')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const sub of due) {
        if (sub.queued_starts && sub.queued_starts <= now) {
          await activateQueued(trx, events, sub, plans, salesTaxPercent, true);
          result.activated += 1;
        } else if (sub.state === SubscriptionState.Active && !sub.virtual && sub.provider === 'dev' && sub.until && planOf(plans, sub.period)) {
          const plan = planOf(plans, sub.period)!;
          const from = sub.until;
          const to = addPeriod(from, plan.period);
          const promoPatch = await chargeDev(trx, events, sub, plan, from, from, to, salesTaxPercent);
          await trx.updateTable('subscriptions').set({ ...promoPatch, period_start: from, until: to, updated_at: now }).where('user_id', '=', sub.user_id).execute();
          result.renewed += 1;
        } else {
          await trx.updateTable('subscriptions').set({ state: SubscriptionState.Inactive, updated_at: now }).where('user_id', '=', sub.user_id).execute();
          result.deactivated += 1;
        }
      }
      return due.length;
    });
    if (handled === 0) break;
  }
  return result;
}
