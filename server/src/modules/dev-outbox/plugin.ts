import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { BRAND, devSmsReplySchema, PUSH_ENDPOINT_MAX_LENGTH, toE164, type DevOutboxMessage, type DevOutboxResponse, type PushPayload, type SmsInboundResult } from '@dutylink/contracts';
import { answer, textAnswer } from '../../contract/answers';
import { escapeHtml } from '../../html';
import type { Contract } from '../../plugins/contract';
import { handleInbound } from '../sms-consent';
import { invoiceFileName } from '../subscriptions';

const PAGE_SIZE = 100;
const DEV_INBOUND_PATH = '/api/dev/sms/inbound';

/**
 * A phone (a '+' in a query string reads as a space when the caller forgot to encode it), an e-mail address, or a
 * push subscription's endpoint (a web address, as it is).
 */
function recipient(to: string): string {
  const trimmed = to.trim();
  if (/^https?:\/\//.test(trimmed)) return trimmed;
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return toE164(`+${trimmed.replace(/^\+/, '')}`) ?? trimmed;
}

/** Where a device acknowledges an outbox row's push (the service worker's path, signed). */
type AckPath = (outboxId: number) => string;

/** What was sent, newest first; or, `scheduled`, what waits for its time (shift reminders), soonest first. */
async function messages(app: FastifyInstance, ackPath: AckPath, to: string | undefined, scheduled = false): Promise<DevOutboxMessage[]> {
  const base = app.db
    .selectFrom('outbox')
    .leftJoin('transactions as invoice', 'invoice.id', 'outbox.invoice_id')
    .select(['outbox.id', 'outbox.channel', 'outbox.recipient', 'outbox.body', 'outbox.created_at', 'outbox.next_attempt_at', 'invoice.id as invoice_id', 'invoice.created_at as invoice_paid_at'])
    .limit(PAGE_SIZE);
  let query = scheduled
    ? base.where('outbox.status', '=', 'pending').where('outbox.next_attempt_at', '>', app.now()).orderBy('outbox.next_attempt_at').orderBy('outbox.id')
    : base.where('outbox.status', '=', 'sent').orderBy('outbox.created_at', 'desc').orderBy('outbox.id', 'desc');
  if (to) query = query.where('outbox.recipient', '=', recipient(to));
  const rows = await query.execute();
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    ...(scheduled ? { sendAt: row.next_attempt_at.toISOString() } : {}),
    ...(row.invoice_id !== null && row.invoice_paid_at !== null ? { attachment: invoiceFileName({ id: row.invoice_id, created_at: row.invoice_paid_at }, app.config.invoices.timeZone) } : {}),
    ...(row.channel === 'push' ? { push: { ...(JSON.parse(row.body) as Omit<PushPayload, 'ack'>), ack: ackPath(Number(row.id)) } } : {}),
  }));
}

const CHANNEL_LABEL: Record<DevOutboxMessage['channel'], string> = { sms: 'SMS', email: 'E-mail', push: 'Push' };

/** Escaped text with its links made clickable. */
function bodyHtml(body: string): string {
  return body
    .split(/(https?:\/\/\S+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/** '2026-11-27 16:59 UTC' from an ISO instant. */
const readableUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A push's button: the officer's app on this browser shows it as if the push service had delivered it (issue 39). */
const showButton = (payload: PushPayload) => `<button type="button" class="show-push" data-push="${escapeHtml(JSON.stringify(payload))}">Show on this device</button>`;

function rowsHtml(list: DevOutboxMessage[]): string {
  return list
    .map(
      (m) =>
        `<tr><td>${escapeHtml(readableUtc(m.sendAt ?? m.createdAt))}</td><td>${CHANNEL_LABEL[m.channel]}</td><td>${escapeHtml(m.to)}</td><td><pre>${bodyHtml(m.body)}</pre>${m.attachment ? `<p>Attached: ${escapeHtml(m.attachment)}</p>` : ''}${m.push ? showButton(m.push) : ''}</td></tr>`,
    )
    .join('\n');
}

function page(sent: DevOutboxMessage[], scheduled: DevOutboxMessage[]): string {
  const rows = rowsHtml(sent);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>DutyLink dev outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:${BRAND.text}}table{border-collapse:collapse;width:100%;table-layout:fixed}td,th{border-bottom:1px solid ${BRAND.divider};padding:.5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}th:nth-child(1){width:7.5rem}th:nth-child(2){width:3.5rem}th:nth-child(3){width:8rem}pre{white-space:pre-wrap;margin:0;font:inherit}input{max-width:100%}
@media (max-width:600px){thead{display:none}tr,td{display:block}td{border:0;padding:.15rem 0}tr{border-bottom:1px solid ${BRAND.divider};padding:.5rem 0}}</style>
</head><body>
<h1>Dev outbox</h1>
<p>Text messages, e-mails and push notifications the embedded providers would have sent, newest first (an e-mail by its text part; it also has an HTML part). Reload to see new ones. This page does not exist once real providers are configured.</p>
<p><small>A push shows on this device with Show on this device, once the officer's app is open in this browser (signed in as the officer) and its notifications are allowed.</small></p>
<form id="sms-reply"><label>Reply from <input name="from" placeholder="+15555550100" required></label> <label>with <input name="body" placeholder="YES, NO, STOP, HELP" required></label> <button>Send reply</button> <output id="sms-reply-result"></output></form>
<p><small>As if that phone answered our number: YES or NO answers the latest question we asked it (a shift's confirmation, then a call-off's reason by its number); STOP stops every SMS but sign-in codes, START resumes, HELP answers.</small></p>
<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>
${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}
</tbody></table>
<h2>Scheduled</h2>
<p>Messages waiting for their time (shift reminders, 2 hours before each shift), soonest first.</p>
<table><thead><tr><th>Sends at</th><th>Channel</th><th>To</th><th>Message</th></tr></thead><tbody>
${rowsHtml(scheduled) || '<tr><td colspan="4">Nothing scheduled.</td></tr>'}
</tbody></table><script src="/dev/outbox/sms-reply.js"></script></body></html>`;
}

/** `?to=`: a phone, an e-mail address or a push endpoint; `scheduled=true`: what waits for its time. */
const outboxQuery = yup.object({ to: yup.string().max(PUSH_ENDPOINT_MAX_LENGTH), scheduled: yup.boolean() });


/** The page's reply form (no inline scripts under the CSP). */
const DEV_FORM_SCRIPT = `
const form = document.getElementById('sms-reply');
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const out = document.getElementById('sms-reply-result');
  const response = await fetch(${JSON.stringify(DEV_INBOUND_PATH)}, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: form.elements.from.value, body: form.elements.body.value }),
  });
  const answer = await response.json();
  out.textContent = response.ok ? answer.action + (answer.reply ? ': ' + answer.reply : '') : (answer.title || 'Failed');
});
for (const button of document.querySelectorAll('.show-push')) {
  button.addEventListener('click', async () => {
    const worker = (await navigator.serviceWorker?.getRegistration('/'))?.active;
    if (!worker) return alert('Open the officer app in this browser first (sign in as the officer).');
    if ((await Notification.requestPermission()) !== 'granted') return alert('Allow notifications for this site first.');
    worker.postMessage({ type: 'show-push', payload: JSON.parse(button.dataset.push) });
  });
}
`;

/**
 * The dev outbox (registered only while the dev providers are active, see usesDevProviders): the page
 * and /api/dev/outbox list what was sent and what is scheduled; POST /api/dev/sms/inbound {from, body} handles a reply as
 * Twilio's webhook would (sms-consent), so a developer (and the Playwright journey) can reply
 * STOP/START/HELP, and answers the action and the reply text the phone would get.
 */
export async function devOutbox(instance: FastifyInstance, { pushAckPath }: { pushAckPath: AckPath }): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.get('/api/dev/outbox', { schema: { querystring: outboxQuery, response: { 200: answer('DevOutboxResponse') } } }, async (request): Promise<DevOutboxResponse> =>
    messages(app, pushAckPath, request.query.to, request.query.scheduled),
  );
  app.get('/dev/outbox', { schema: { response: textAnswer('text/html', 'The dev outbox page') } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(await messages(app, pushAckPath, undefined), await messages(app, pushAckPath, undefined, true));
  });
  app.post(DEV_INBOUND_PATH, { schema: { body: devSmsReplySchema, response: { 200: answer('SmsInboundResult') } } }, async (request): Promise<SmsInboundResult> =>
    handleInbound(app.db, app.smsReplies, app.config.publicUrl, app.now(), request.body.from, request.body.body),
  );
  app.get('/dev/outbox/sms-reply.js', { schema: { response: textAnswer('text/javascript', 'The reply form’s script') } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DEV_FORM_SCRIPT),
  );
}
