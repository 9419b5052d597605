import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel, Database, OutboxMessage, OutboxStatus } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { channelDelayed, recordChannelOutcomes } from './channel-health';
import { DeliveryError, type Delivery, type EmailAttachment, type EmailProvider, type OutgoingEmail, type PushProvider, type SmsProvider } from './providers';
import { pushToSend, settlePushOutcomes } from './push-delivery';

export const DEFAULT_BATCH_SIZE = 64;
export const DEFAULT_CONCURRENCY = 16;
export const DEFAULT_STALE_CLAIM_MS = 5 * 60_000;
/** A message not delivered is tried again for this long after it was queued (OUTBOX_RETRY_HOURS), then failed. */
export const DEFAULT_RETRY_FOR_MS = 24 * 3_600_000;
/** The first retry waits about this long; each next one twice as long... */
export const RETRY_BASE_MS = 2_000;
/** ...up to this: a message held up by an outage goes out at most this long after the provider is back. */
export const RETRY_CAP_MS = 2 * 60_000;
/** While the database cannot be reached, a batch's outcomes are written again this often (recordOnceReachable). */
const RECORD_AGAIN_MS = 500;
/** Settled rows deleted per statement of the retention pass, so that each holds its locks only briefly. */
export const RETENTION_BATCH = 500;
const DAY_MS = 86_400_000;

/** last_error of an SMS notice not sent because its number replied STOP (status 'skipped'). */
export const OPTED_OUT_ERROR = 'Recipient opted out (STOP)';
const UNKNOWN_OUTCOME_ERROR = 'The process sending it stopped before knowing the outcome';
/** last_error of a message not sent because it expired first (status 'expired'). */
export const EXPIRED_ERROR = 'Expired before it could be sent';

/**
 * How long to wait before the next try of a message tried `attempts` times: exponential (RETRY_BASE_MS,
 * doubling), capped at RETRY_CAP_MS, and jittered to between half and all of that, so the messages an
 * outage held up do not all hit the provider again in the same instant.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  sms: SmsProvider;
  email: EmailProvider;
  /** Web Push, and the path a device calls to say it showed a notification (push-delivery.ts); without it a push fails and its SMS goes. */
  push?: { provider: PushProvider; ackPath: (outboxId: number) => string };
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs: number;
  /** Rows claimed per round trip (default 64). Also the most one crash can send twice (see below). */
  batchSize?: number;
  /** Sends in flight at once within a batch (default 16). */
  concurrency?: number;
  /** A message that could not be delivered is tried again until this long after it was queued (default 24 hours). */
  retryForMs?: number;
  /**
   * A row still 'sending' after this long belongs to a process that died between sending and marking
   * (default 5 minutes, OUTBOX_STALE_CLAIM_MS). It must exceed the longest a live batch can take:
   * batchSize / concurrency sends one after another, each bounded by the provider's timeout (Twilio 15 s).
   */
  staleClaimMs?: number;
  /** Told of each send the provider took or refused, by channel (the operator's counters, plugins/metrics.ts). */
  counters?: SendCounters;
  /** A receipt's invoice PDF, rendered from its payment when the receipt is sent (subscriptions' invoiceAttachment). */
  invoiceAttachment?: (invoiceId: number) => Promise<EmailAttachment>;
}

export interface SendCounters {
  sent(channel: Channel): void;
  failed(channel: Channel): void;
}

type Claimed = OutboxMessage;

export interface Outcome {
  message: Claimed;
  delivery?: Delivery;
  error?: unknown;
  /** Past its expires_at when its turn came: never handed over. */
  expired?: true;
}

/** What sendInTurn answers for a message whose code or link stopped working while it waited its turn. */
const EXPIRED = Symbol('expired');

/**
 * Delivers the outbox. Any number of processes may run one: rows are claimed with
 * FOR UPDATE SKIP LOCKED, so each message goes to exactly one worker.
 *
 * A pass claims a batch (status 'sending'), sends it with bounded concurrency and marks the sent ones
 * in one UPDATE with their provider ids. Crash semantics: a process killed between a send and the
 * batch's UPDATE leaves its rows 'sending'; once staleClaimMs has passed, any worker puts the ones that
 * may be retried after an unknown outcome back to 'pending' (they may reach the phone twice: at most
 * batchSize messages per crashed process; a login code only while it works) and marks the others
 * 'failed' (never sent blindly twice). Nothing is lost.
 *
 * SMS consent: an SMS of kind 'notice' to a number in sms_opt_outs is marked 'skipped' in the claim
 * itself and never sent; login codes (kind 'code') and e-mails are unaffected.
 *
 * Faults (docs/decisions/provider-outages.md): a message the provider did not take is tried again with
 * retryDelayMs until retryForMs after it was queued; one past its expires_at (a sign-in code, an e-mail
 * link) is marked 'expired' in the claim, or when its turn in the batch comes (it may wait behind sends
 * that hang until their timeout), instead of being sent late. Each batch's outcomes also say
 * whether the channel's provider is failing (channel-health.ts). A batch sent while the database went
 * away is recorded once it is back, so its messages are not sent again.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly passes = new Set<Promise<void>>();
  private again = false;
  private stopped = true;
  /** Set by stop(): no new claims, no new sends; what is in flight finishes and is marked. */
  private closing = false;
  private readonly sources: (() => Promise<boolean>)[] = [];
  /** Until when (Date.now()) each channel's provider asked this process to hold off: its last 429. */
  private readonly heldUntil: Record<Channel, number> = { sms: 0, email: 0, push: 0 };

  constructor(private readonly options: OutboxWorkerOptions) {}

  /**
   * Work that turns into outbox rows outside the request that caused it (queued job alerts). A pass runs
   * each source, delivers what is due, and goes round again while a source says it has more (it does a
   * bounded share each time, so a burst of it never holds back a sign-in code for long). A failing
   * source is logged and retried on the next pass; delivery goes on.
   */
  addSource(source: () => Promise<boolean>): void {
    this.sources.push(source);
  }

  /** Runs every source once; true when one of them has more to do. Tests call it to see what a pass enqueues. */
  async fill(): Promise<boolean> {
    let more = false;
    for (const source of this.sources) {
      try {
        more = (await source()) || more;
      } catch (error) {
        this.options.log.error({ err: error }, 'outbox source failed');
      }
    }
    return more;
  }

  private get batchSize(): number {
    return Math.max(1, this.options.batchSize ?? DEFAULT_BATCH_SIZE);
  }

  private get concurrency(): number {
    return Math.max(1, this.options.concurrency ?? DEFAULT_CONCURRENCY);
  }

  start(): void {
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /** Something was just enqueued: deliver now rather than at the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /**
   * Delivers everything due, then waits for every pass under way: rows another pass (or another drain)
   * had claimed are skipped by this one's claim, and are only delivered when that pass ends.
   */
  async drain(): Promise<void> {
    await this.track(this.deliverDue());
    while (this.passes.size > 0) await Promise.allSettled([...this.passes]);
  }

  /**
   * Graceful stop (SIGTERM): claims nothing more, lets the sends in flight finish and marks them,
   * puts the claimed rows it had not started back to 'pending', then resolves.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    while (this.passes.size > 0) await Promise.allSettled([...this.passes]);
  }

  private track(pass: Promise<void>): Promise<void> {
    this.passes.add(pass);
    const done = () => this.passes.delete(pass);
    pass.then(done, done);
    return pass;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
  }

  private tick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.track(
      this.deliverDue()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox pass failed'))
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const delay = this.again ? 0 : this.options.pollMs;
          this.again = false;
          this.schedule(delay);
        }),
    );
  }

  async deliverDue(): Promise<void> {
    if (this.closing) return;
    await this.releaseStaleClaims();
    let more = true;
    while (more && !this.closing) {
      more = await this.fill();
      while (!this.closing) {
        const claimed = await this.claim();
        const toSend = claimed.filter((message) => message.status === 'sending');
        if (toSend.length > 0) await this.deliverBatch(toSend);
        if (claimed.length < this.batchSize) break;
      }
    }
  }

  /** Whether messages on the channel are delayed right now (channel-health.ts): the sign-in page says so. */
  delayed(channel: Channel): Promise<boolean> {
    return channelDelayed(this.options.db, channel, this.options.now());
  }

  /**
   * Claims a batch, sign-in codes first (someone is waiting for each, and it expires in minutes; behind a
   * storm of 10,000 job alerts it would wait for all of them); expired messages come back already 'expired',
   * opted-out SMS notices 'skipped'.
   */
  private async claim(): Promise<Claimed[]> {
    const now = this.options.now();
    const { rows } = await sql<Claimed>`
      with due as (
        select outbox.id,
          outbox.expires_at <= ${now} as expired,
          outbox.channel = 'sms' and outbox.kind = 'notice'
            and exists (select 1 from sms_opt_outs where sms_opt_outs.phone = outbox.recipient) as opted_out
        from outbox
        where outbox.status = 'pending' and outbox.next_attempt_at <= ${now}
        order by outbox.kind = 'code' desc, outbox.id
        limit ${this.batchSize}
        for update of outbox skip locked
      )
      update outbox set
        status = case when due.expired then 'expired' when due.opted_out then 'skipped' else 'sending' end,
        claimed_at = ${now},
        attempts = outbox.attempts + case when due.expired or due.opted_out then 0 else 1 end,
        last_error = case when due.expired then ${EXPIRED_ERROR} when due.opted_out then ${OPTED_OUT_ERROR} else outbox.last_error end
      from due
      where outbox.id = due.id
      returning outbox.*`.execute(this.options.db);
    return rows.sort((a, b) => Number(b.kind === 'code') - Number(a.kind === 'code') || a.id - b.id);
  }

  private async send(message: Claimed): Promise<Delivery> {
    const { sms, email, push, db } = this.options;
    if (message.channel === 'push') {
      if (!push) throw new DeliveryError('No push provider', true, true);
      const { target, payload, options } = await pushToSend(db, message, push.ackPath);
      return push.provider.send(target, payload, options);
    }
    return message.channel === 'sms' ? sms.send(message.recipient, message.body) : email.send(await this.outgoingEmail(message));
  }

  /** The row as an e-mail: List-Unsubscribe headers for a recurring one (RFC 8058), the invoice PDF rendered now for a receipt. */
  private async outgoingEmail(message: Claimed): Promise<OutgoingEmail> {
    const email: OutgoingEmail = { to: message.recipient, subject: message.subject ?? '', text: message.body, html: message.html ?? undefined };
    if (message.unsubscribe_url) email.headers = { 'List-Unsubscribe': `<${message.unsubscribe_url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    if (message.invoice_id !== null) email.attachments = [await this.invoice(message.invoice_id)];
    return email;
  }

  /** A receipt that cannot get its invoice is not sent without it: refused before the provider saw it, so tried again. */
  private async invoice(invoiceId: number): Promise<EmailAttachment> {
    const render = this.options.invoiceAttachment;
    if (!render) throw new DeliveryError('No invoice renderer: a receipt cannot be sent', true, true);
    try {
      return await render(invoiceId);
    } catch (error) {
      throw new DeliveryError(`The invoice could not be rendered: ${(error as Error).message}`, true);
    }
  }

  /**
   * Sends one message, waiting out the provider's 429s (it is over its rate): every lane of this process
   * holds off the channel until the provider said to try again, and the message keeps its turn and its
   * tries. Past `giveUpAt` a 429 counts as a refusal (the message is retried later, with backoff), so that a
   * batch never outlives its claim.
   */
  private async sendInTurn(message: Claimed, giveUpAt: number): Promise<Delivery | typeof EXPIRED> {
    for (;;) {
      const wait = this.heldUntil[message.channel] - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (message.expires_at && message.expires_at <= this.options.now()) return EXPIRED;
      try {
        return await this.send(message);
      } catch (error) {
        const throttledForMs = error instanceof DeliveryError ? error.throttledForMs : undefined;
        if (throttledForMs === undefined || this.closing || Date.now() + throttledForMs > giveUpAt) throw error;
        this.heldUntil[message.channel] = Math.max(this.heldUntil[message.channel], Date.now() + throttledForMs);
      }
    }
  }

  /** Sends with at most `concurrency` in flight, then records the batch. */
  private async deliverBatch(batch: Claimed[]): Promise<void> {
    const outcomes: Outcome[] = [];
    const giveUpAt = Date.now() + (this.options.staleClaimMs ?? DEFAULT_STALE_CLAIM_MS) / 4;
    let next = 0;
    const lane = async (): Promise<void> => {
      while (next < batch.length && !this.closing) {
        const message = batch[next++]!;
        try {
          const delivery = await this.sendInTurn(message, giveUpAt);
          if (delivery === EXPIRED) {
            outcomes.push({ message, expired: true });
            continue;
          }
          outcomes.push({ message, delivery });
          this.options.counters?.sent(message.channel);
        } catch (error) {
          outcomes.push({ message, error });
          this.options.counters?.failed(message.channel);
        }
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(this.concurrency, batch.length) }, lane));
    } finally {
      await this.recordOnceReachable(outcomes, batch.slice(next));
    }
  }

  /**
   * Records the batch, again and again while the database cannot be reached (a restart), for up to half
   * the stale-claim time: marked as sent, the messages the provider took are not sent a second time once
   * their claim goes stale. After that the claim is left to go stale, as if this process had died.
   */
  private async recordOnceReachable(outcomes: Outcome[], notStarted: Claimed[]): Promise<void> {
    const giveUpAt = Date.now() + (this.options.staleClaimMs ?? DEFAULT_STALE_CLAIM_MS) / 2;
    for (;;) {
      try {
        return await this.record(outcomes, notStarted);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
        await new Promise((resolve) => setTimeout(resolve, RECORD_AGAIN_MS));
      }
    }
  }

  private async record(outcomes: Outcome[], notStarted: Claimed[]): Promise<void> {
    const { db, now } = this.options;
    const sent = outcomes.flatMap((o) => (o.delivery ? [sql`(${o.message.id}::integer, ${o.delivery.providerId}::text)`] : []));
    if (sent.length > 0) {
      await sql`
        update outbox set status = 'sent', provider_id = v.provider_id, sent_at = ${now()}, last_error = null
        from (values ${sql.join(sent)}) as v(id, provider_id)
        where outbox.id = v.id`.execute(db);
    }
    const expired = outcomes.filter((o) => o.expired).map((o) => o.message.id);
    if (expired.length > 0) {
      // Claimed as a try, never tried.
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'expired', last_error: EXPIRED_ERROR, attempts: eb('attempts', '-', 1) }))
        .where('id', 'in', expired)
        .execute();
    }
    const retried = new Set<number>();
    for (const outcome of outcomes) if (!outcome.delivery && !outcome.expired && (await this.failed(outcome.message, outcome.error))) retried.add(outcome.message.id);
    await settlePushOutcomes(db, now(), outcomes.filter((o) => o.message.channel === 'push' && !retried.has(o.message.id)));
    for (const channel of ['sms', 'email', 'push'] as const) {
      const ofChannel = outcomes.filter((o) => o.message.channel === channel && !o.expired);
      await recordChannelOutcomes(db, channel, now(), {
        delivered: ofChannel.some((o) => o.delivery),
        providerFailed: ofChannel.some((o) => !o.delivery && !(o.error instanceof DeliveryError && o.error.notSent)),
      });
    }
    if (notStarted.length > 0) {
      // Stopping: never handed to a provider, so back to the queue as if never claimed.
      await db
        .updateTable('outbox')
        .set((eb) => ({ status: 'pending', claimed_at: null, attempts: eb('attempts', '-', 1) }))
        .where('id', 'in', notStarted.map((m) => m.id))
        .where('status', '=', 'sending')
        .execute();
    }
  }

  /** Marks a message not delivered: back in the queue for a later try (true), or failed. */
  private async failed(message: Claimed, error: unknown): Promise<boolean> {
    const notSent = error instanceof DeliveryError && error.notSent;
    const permanent = error instanceof DeliveryError && error.permanent;
    const nextAttemptAt = new Date(this.options.now().getTime() + retryDelayMs(message.attempts));
    const inTime = nextAttemptAt.getTime() < message.created_at.getTime() + (this.options.retryForMs ?? DEFAULT_RETRY_FOR_MS);
    const retry = !permanent && (notSent || message.retry_unknown_outcome) && inTime;
    this.options.log.warn({ outboxId: message.id, channel: message.channel, retry, err: error }, 'message not delivered');
    await this.options.db
      .updateTable('outbox')
      .set({
        status: retry ? 'pending' : 'failed',
        next_attempt_at: nextAttemptAt,
        last_error: (error as Error | undefined)?.message?.slice(0, 500) ?? String(error),
      })
      .where('id', '=', message.id)
      .execute();
    return retry;
  }

  private async releaseStaleClaims(): Promise<void> {
    const cutoff = new Date(this.options.now().getTime() - (this.options.staleClaimMs ?? DEFAULT_STALE_CLAIM_MS));
    await staleClaimsRelease(this.options.db, cutoff).execute();
  }

}

/**
 * Rows 'sending' claimed before `cutoff`: their process died mid-send. Reads the partial index
 * outbox_sending (migration 0009), so a poll costs the few rows in flight, not the table.
 */
export function staleClaimsRelease(db: Db, cutoff: Date) {
  return db
    .updateTable('outbox')
    .set({
      status: sql<OutboxStatus>`case when retry_unknown_outcome then 'pending' else 'failed' end`,
      last_error: UNKNOWN_OUTCOME_ERROR,
    })
    .where(sql<boolean>`status = 'sending'`)
    .where('claimed_at', '<', cutoff);
}

/**
 * The retention period (a periodic pass): sent and skipped rows claimed more than `retentionDays` days ago
 * go, RETENTION_BATCH per statement until a batch comes back short; failed rows stay for a look, and 0
 * days keeps everything. Returns how many went.
 */
export async function forgetSettledMessages(db: Db, now: Date, retentionDays: number): Promise<number> {
  if (!retentionDays) return 0;
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  for (let forgotten = 0; ; ) {
    const deleted = Number((await settledRowsDeletion(db, cutoff).executeTakeFirst()).numDeletedRows);
    forgotten += deleted;
    if (deleted < RETENTION_BATCH) return forgotten;
  }
}

/**
 * Up to RETENTION_BATCH sent or skipped rows claimed before `cutoff` (partial index outbox_settled);
 * rows another worker is deleting are skipped. Failed rows stay for a look.
 */
export function settledRowsDeletion(db: Db, cutoff: Date) {
  return db
    .deleteFrom('outbox')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where(sql<boolean>`status in ('sent', 'skipped')`)
        .where('claimed_at', '<', cutoff)
        .limit(RETENTION_BATCH)
        .forUpdate()
        .skipLocked(),
    );
}
