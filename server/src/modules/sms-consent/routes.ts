import type { FastifyInstance } from 'fastify';
import { toE164 } from '@dutylink/contracts';
import { badRequest, forbidden } from '../../http-errors';
import { handleInbound, twiml } from './keywords';
import { validTwilioSignature } from './signature';

export const INBOUND_PATH = '/api/sms/inbound';
export const DEV_INBOUND_PATH = '/api/dev/sms/inbound';

function formParams(body: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = params[name];
    params[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/**
 * POST /api/sms/inbound: Twilio's "A message comes in" webhook, registered only with Twilio configured.
 * Twilio posts a form (not JSON) from its servers (no Origin of ours): this plugin alone parses
 * application/x-www-form-urlencoded and the route alone is exempt from the Origin rule; the
 * X-Twilio-Signature over PUBLIC_URL + path + the sorted parameters, keyed by TWILIO_AUTH_TOKEN,
 * stands in for it (403 when missing or wrong).
 */
export async function smsConsentRoutes(app: FastifyInstance): Promise<void> {
  const twilio = app.config.twilio;
  if (!twilio) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, formParams(body as string)));

  app.post(INBOUND_PATH, { config: { crossSite: true } }, async (request, reply) => {
    const params = (request.body ?? {}) as Record<string, string | string[]>;
    const signature = request.headers['x-twilio-signature'];
    const url = `${app.config.publicUrl}${request.url}`;
    if (typeof request.body !== 'object' || !validTwilioSignature(twilio.authToken, url, params, typeof signature === 'string' ? signature : undefined)) {
      throw forbidden('Invalid Twilio signature');
    }
    const from = first(params.From);
    if (!from) throw badRequest('From is missing');
    const result = await handleInbound(app.db, app.config.publicUrl, app.now(), from, first(params.Body));
    request.log.info({ action: result.action }, 'inbound SMS');
    return reply.type('text/xml; charset=utf-8').send(twiml(result.reply));
  });
}

/**
 * POST /api/dev/sms/inbound {from, body}: the same handling without Twilio, registered only while the
 * dev providers are active, so a developer (and the Playwright journey) can reply STOP/START/HELP.
 * Answers the action and the reply text the phone would get.
 */
export async function devSmsInboundRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { from?: unknown; body?: unknown } }>(DEV_INBOUND_PATH, async (request) => {
    const from = typeof request.body?.from === 'string' ? toE164(request.body.from) : undefined;
    const text = request.body?.body;
    if (!from || typeof text !== 'string') {
      throw badRequest('Please check the highlighted fields', {
        ...(from ? {} : { from: ['A US phone number, like +15555550100'] }),
        ...(typeof text === 'string' ? {} : { body: ['The text of the reply'] }),
      });
    }
    return handleInbound(app.db, app.config.publicUrl, app.now(), from, text);
  });

  // The /dev/outbox page's reply form (no inline scripts under the CSP).
  app.get('/dev/outbox/sms-reply.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DEV_FORM_SCRIPT));
}

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
`;
