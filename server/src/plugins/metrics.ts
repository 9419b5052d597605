import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Channel } from '../db/schema';
import { HttpError, notFound } from '../http-errors';
import type { SendCounters } from '../messaging/outbox-worker';

const CHANNELS: readonly Channel[] = ['sms', 'email'];

/** Seconds; our answers take milliseconds, and the targets are 200 and 300 ms. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  /** The outbox worker's sends and refusals by channel. */
  sends: SendCounters;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` with our token, compared in constant time (both sides hashed to one length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

/**
 * Prometheus metrics at /metrics (docs/deploy.md, "Health and metrics"), through prom-client with a registry
 * per app (tests build many in one process; docs/decisions/health-and-metrics.md). Only with METRICS_TOKEN:
 * without it /metrics answers 404 and no request is timed.
 */
export const metrics = fp(
  async (app) => {
    const token = app.config.metricsToken;
    const registry = new Registry();
    const registers = [registry];

    const sent = new Counter({ name: 'dutylink_messages_sent_total', help: 'Messages the provider took, by channel', labelNames: ['channel'], registers });
    const failed = new Counter({
      name: 'dutylink_message_send_failures_total',
      help: 'Sends the provider refused or did not answer, by channel (a message retried counts each time)',
      labelNames: ['channel'],
      registers,
    });
    // Both channels from the start, so that rate() sees the first send and failure.
    for (const channel of CHANNELS) for (const counter of [sent, failed]) counter.inc({ channel }, 0);
    app.decorate('metrics', {
      sends: { sent: (channel) => sent.inc({ channel }), failed: (channel) => failed.inc({ channel }) },
    } satisfies Metrics);

    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!token) throw notFound();
      if (!bearerMatches(request.headers.authorization, token)) {
        throw new HttpError(401, 'A metrics token is needed', undefined, { 'www-authenticate': 'Bearer realm="metrics"' });
      }
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
    });
    if (!token) return;

    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: 'dutylink_http_request_duration_seconds',
      help: 'Time to answer, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    app.addHook('onResponse', (request, reply, done) => {
      // The pattern, not the URL: one series per route whatever its ids; requests that matched none share one.
      const route = request.routeOptions.url ?? 'unmatched';
      latency.observe({ route, method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
      done();
    });

    // The outbox at scrape time: one query (the partial index outbox_due), shared by both gauges, which a
    // registry collects at once.
    type DueRow = { channel: Channel; due: number; oldest: Date };
    let reading: Promise<{ now: Date; rows: DueRow[] } | undefined> | undefined;
    const readDueOutbox = async () => {
      const now = app.now();
      try {
        const { rows } = await sql<DueRow>`
          select channel, count(*)::int as due, min(next_attempt_at) as oldest
          from outbox where status = 'pending' and next_attempt_at <= ${now}
          group by channel`.execute(app.db);
        return { now, rows };
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: the outbox could not be read');
        return undefined;
      }
    };
    const dueOutbox = () => (reading ??= readDueOutbox().finally(() => (reading = undefined)));
    const outboxGauge = (name: string, help: string, figure: (row: DueRow, now: Date) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['channel'],
        registers,
        async collect() {
          const due = await dueOutbox();
          this.reset();
          // No figure rather than a wrong 0 when the database does not answer (/health/ready says so).
          if (!due) return;
          for (const channel of CHANNELS) this.set({ channel }, 0);
          for (const row of due.rows) this.set({ channel: row.channel }, figure(row, due.now));
        },
      });
    outboxGauge('dutylink_outbox_due_messages', 'Outbox messages due now and not yet sent, by channel', (row) => row.due);
    outboxGauge('dutylink_outbox_oldest_due_age_seconds', 'How long the oldest message due now has waited since it fell due (0 when none), by channel', (row, now) =>
      Math.max(0, (now.getTime() - row.oldest.getTime()) / 1000),
    );

    new Gauge({
      name: 'dutylink_periodic_pass_period_seconds',
      help: 'Each periodic pass runs once per this many seconds',
      labelNames: ['pass'],
      registers,
      collect() {
        for (const pass of app.periodicWork.passes()) this.set({ pass: pass.name }, pass.everyMs / 1000);
      },
    });
    new Gauge({
      name: 'dutylink_periodic_pass_last_success_timestamp_seconds',
      help: 'When this process last completed a run of the pass (unix time); absent before its first',
      labelNames: ['pass'],
      registers,
      collect() {
        for (const pass of app.periodicWork.passes()) if (pass.lastSuccessAt) this.set({ pass: pass.name }, pass.lastSuccessAt.getTime() / 1000);
      },
    });
  },
  { name: 'metrics', dependencies: ['db', 'periodic-work'] },
);
