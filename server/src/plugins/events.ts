import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Trx = Kysely<Database>;

/** What an edit changed that hired officers are told (null: not changed). */
export interface JobChanges {
  dates: string | null;
  place: string | null;
  rate: { value: number; type: number } | null;
}

/** How a hire ended, with what the reactions need once the application is gone. */
export type HireEnd =
  | { why: 'cancelled'; reason: string }
  | { why: 'withdrawn'; reason: string; name: string; hiredAt: Date | null; nextShiftAt: Date | null }
  | { why: 'account-deleted'; name: string };

/**
 * What happened to a job, a hire or an account (issue 34). The write records it in its own transaction;
 * shift planning, reminders, notices, alerts and records react to it there, each in one place.
 */
export type DomainEvent =
  | { kind: 'job.posted'; jobId: number }
  /** changes: what the hired are told; null when nobody is hired. */
  | { kind: 'job.edited'; jobId: number; changes: JobChanges | null }
  | { kind: 'job.closed'; jobId: number }
  | { kind: 'job.deleted'; jobId: number; why: 'deleted' | 'employer-gone' }
  | { kind: 'application.made'; jobId: number; userId: number }
  /** A waiting application went: the officer withdrew it or deleted their account (a hire's end is hire.ended). */
  | { kind: 'application.withdrawn'; jobId: number; userId: number }
  | { kind: 'application.rejected'; jobId: number; userId: number; reason: string }
  | { kind: 'hire.made'; jobId: number; userId: number }
  | ({ kind: 'hire.ended'; jobId: number; userId: number } & HireEnd)
  /** The officer will not work one shift (issue 36): the company is told; the shift stays as a record. */
  | { kind: 'shift.called-off'; jobId: number; userId: number; shiftId: number; reason: string; late: boolean }
  /**
   * A shift lost its officer other than by their call-off (issue 36): a no-show, the company released it unconfirmed,
   * or the hire ended with it close ahead. It stays as a record and can be offered.
   */
  | { kind: 'shift.lost'; jobId: number; userId: number; shiftId: number; why: 'no-show' | 'unconfirmed' | 'withdrawn' | 'cancelled' }
  /** An officer took a lost shift by replying YES to its offer (issue 36): userId works shiftId, a backfill of lostShiftId. */
  | { kind: 'shift.covered'; jobId: number; userId: number; shiftId: number; lostShiftId: number }
  | { kind: 'account.deleted'; userId: number }
  /** A payment was taken (issue 37): transactionId is its transactions row, the invoice. */
  | { kind: 'payment.made'; userId: number; transactionId: number }
  /** The provider could not take a renewal's payment (Stripe's invoice.payment_failed); nextAttempt: when it tries again, if it does. */
  | { kind: 'payment.failed'; userId: number; amountCents: number; nextAttempt: Date | null }
  /** A subscription will not renew (cancelled by its user or at the provider) or ended early: access ends at accessEnds. */
  | { kind: 'subscription.cancelled'; userId: number; accessEnds: Date };

export type EventKind = DomainEvent['kind'];
export type EventOf<K extends EventKind> = Extract<DomainEvent, { kind: K }>;
export type Reaction<K extends EventKind> = (trx: Trx, event: EventOf<K>, at: Date) => Promise<void>;

export interface Events {
  /** Adds a reaction; an event's reactions run in the order they were added (app.ts registers the areas). */
  on<K extends EventKind>(kind: K, reaction: Reaction<K>): void;
  /** Writes the events in the caller's transaction and runs their reactions there, so they commit or fail together. */
  record(trx: Trx, at: Date, ...events: DomainEvent[]): Promise<void>;
}

export function createEvents(): Events {
  const reactions = new Map<EventKind, ((trx: Trx, event: DomainEvent, at: Date) => Promise<void>)[]>();
  return {
    on(kind, reaction) {
      // Kept by kind, so an event reaches only reactions to its own kind.
      reactions.set(kind, [...(reactions.get(kind) ?? []), (trx, event, at) => reaction(trx, event as EventOf<typeof kind>, at)]);
    },
    async record(trx, at, ...events) {
      if (!events.length) return;
      await trx
        .insertInto('events')
        .values(
          events.map((event) => {
            const { kind, ...data } = event;
            return { kind, job_id: 'jobId' in event ? event.jobId : null, user_id: 'userId' in event ? event.userId : null, data: JSON.stringify(data), at };
          }),
        )
        .execute();
      for (const event of events) for (const reaction of reactions.get(event.kind) ?? []) await reaction(trx, event, at);
    },
  };
}

/** app.events: the one way a write tells the rest of the server what happened. */
export const events = fp(
  async (app) => {
    app.decorate('events', createEvents());
  },
  { name: 'events' },
);
