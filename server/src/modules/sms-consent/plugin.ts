import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twilioInboundSchema } from '@dutylink/contracts';
import { textAnswer } from '../../contract/answers';
import { forbidden } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { handleInbound, twiml } from './keywords';
import { validTwilioSignature } from './signature';

export const INBOUND_PATH = '/api/sms/inbound';

function formParams(body: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = params[name];
    params[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

/**
 * POST /api/sms/inbound: Twilio's "A message comes in" webhook, registered only with Twilio configured.
 * Twilio posts a form (not JSON) from its servers (no Origin of ours): this plugin alone parses
 * application/x-www-form-urlencoded and the route alone is exempt from the Origin rule; the
 * X-Twilio-Signature over PUBLIC_URL + path + every parameter sent, keyed by TWILIO_AUTH_TOKEN,
 * stands in for it (403 when missing or wrong). It is checked before twilioInboundSchema keeps
 * only the parameters read.
 */
export async function smsConsent(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  if (!app.config.twilio) return;
  const { authToken } = app.config.twilio;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, formParams(body as string)));

  async function signedByTwilio(request: FastifyRequest): Promise<void> {
    const params = (request.body ?? {}) as Record<string, string | string[]>;
    const signature = request.headers['x-twilio-signature'];
    const url = `${app.config.publicUrl}${request.url}`;
    if (typeof params !== 'object' || !validTwilioSignature(authToken, url, params, typeof signature === 'string' ? signature : undefined)) {
      throw forbidden('Invalid Twilio signature');
    }
  }

  const schema = { body: twilioInboundSchema, response: textAnswer('text/xml', 'TwiML: the reply text message, if any') };
  app.post(INBOUND_PATH, { config: { crossSite: true }, preValidation: signedByTwilio, schema }, async (request, reply) => {
    const result = await handleInbound(app.db, app.smsReplies, app.config.publicUrl, app.now(), request.body.From, request.body.Body);
    request.log.info({ action: result.action }, 'inbound SMS');
    return reply.type('text/xml; charset=utf-8').send(twiml(result.reply));
  });
}
