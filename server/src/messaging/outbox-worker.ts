import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, OutboxMessage, OutboxStatus } from '../db/schema';
import { DeliveryError, type EmailProvider, type SmsProvider } from './providers';

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  sms: SmsProvider;
  email: EmailProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
  maxAttempts?: number;
  /** A row still claimed after this long belongs to a process that died mid-send. */
  staleClaimMs?: number;
}

/**
 * Delivers the outbox. Any number of processes may run one: rows are claimed with
 * FOR UPDATE SKIP LOCKED, so each message goes to exactly one worker.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: OutboxWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Something was just enqueued: deliver now rather than at the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Delivers everything due, waiting for a pass already under way. */
  async drain(): Promise<void> {
    await this.running;
    await this.deliverDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delayMs);
  }

  private tick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const delay = this.again ? 0 : this.options.pollMs;
        this.again = false;
        this.schedule(delay);
      });
  }

  async deliverDue(): Promise<void> {
    await this.releaseStaleClaims();
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return;
      for (const message of claimed) await this.deliver(message);
    }
  }

  private async claim(): Promise<OutboxMessage[]> {
    const now = this.options.now();
    const { rows } = await sql<OutboxMessage>`
      update outbox set status = 'sending', claimed_at = ${now}, attempts = attempts + 1
      where id in (
        select id from outbox
        where status = 'pending' and next_attempt_at <= ${now}
        order by id
        limit ${this.options.batchSize ?? 10}
        for update skip locked
      )
      returning *`.execute(this.options.db);
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    const { db, sms, email, now } = this.options;
    try {
      const delivery =
        message.channel === 'sms'
          ? await sms.send(message.recipient, message.body)
          : await email.send(message.recipient, message.subject ?? '', message.body, message.html ?? undefined);
      await db
        .updateTable('outbox')
        .set({ status: 'sent', provider_id: delivery.providerId, sent_at: now(), last_error: null })
        .where('id', '=', message.id)
        .execute();
    } catch (error) {
      await this.failed(message, error);
    }
  }

  private async failed(message: OutboxMessage, error: unknown): Promise<void> {
    const notSent = error instanceof DeliveryError && error.notSent;
    const retry = (notSent || message.retry_unknown_outcome) && message.attempts < (this.options.maxAttempts ?? 5);
    const backoffMs = 2 ** message.attempts * 1000;
    this.options.log.warn({ outboxId: message.id, channel: message.channel, retry, err: error }, 'message not delivered');
    await this.options.db
      .updateTable('outbox')
      .set({
        status: retry ? 'pending' : 'failed',
        next_attempt_at: new Date(this.options.now().getTime() + backoffMs),
        last_error: (error as Error).message?.slice(0, 500) ?? String(error),
      })
      .where('id', '=', message.id)
      .execute();
  }

  private async releaseStaleClaims(): Promise<void> {
    const cutoff = new Date(this.options.now().getTime() - (this.options.staleClaimMs ?? 5 * 60_000));
    await this.options.db
      .updateTable('outbox')
      .set({
        status: sql<OutboxStatus>`case when retry_unknown_outcome then 'pending' else 'failed' end`,
        last_error: 'The process sending it stopped before knowing the outcome',
      })
      .where('status', '=', 'sending')
      .where('claimed_at', '<', cutoff)
      .execute();
  }
}
