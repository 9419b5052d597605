import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { BRAND, dayIn, formatShortDate, PERIOD_LABEL, PERIOD_PER } from '@dutylink/contracts';
import { seeOther, textAnswer } from '../../../contract/answers';
import type { CheckoutRow } from '../../../db/schema';
import { escapeHtml } from '../../../html';
import { notFound, notSignedIn } from '../../../http-errors';
import { isRunning } from '../../../lib/access';
import { money } from '../money';
import { fulfilCheckout, handleEventOnce, promoById } from '../service';

function page(checkout: CheckoutRow, promoName: string | null, startsAt: Date | null, timeZone: string): string {
  const e = escapeHtml;
  const label = PERIOD_LABEL[checkout.period];
  const open = checkout.status === 'open';
  const discount =
    checkout.percent_off && checkout.percent_off > 0
      ? `<tr><td>Promo ${e(promoName ?? '')} (${checkout.percent_off}% off)</td><td class="n">-${e(money(checkout.price_cents - checkout.amount_cents))}</td></tr>`
      : '';
  const when = startsAt
    ? `<p class="note">Your current subscription is still running: this plan starts on ${e(formatShortDate(dayIn(startsAt, timeZone)))} and is charged then.</p>`
    : '';
  const actions = open
    ? `<div class="actions">
<form method="post" action="/dev/checkout/${e(encodeURIComponent(checkout.id))}/pay"><button type="submit" class="pay">${checkout.amount_cents === 0 ? 'Start for free' : `Pay ${e(money(checkout.amount_cents))}`}</button></form>
<form method="post" action="/dev/checkout/${e(encodeURIComponent(checkout.id))}/cancel"><button type="submit">Cancel</button></form>
</div>`
    : `<p class="note">This checkout is ${checkout.status === 'paid' ? 'paid' : 'cancelled'}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>DutyLink dev checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:0;background:${BRAND.page};color:${BRAND.text}}main{max-width:28rem;margin:3rem auto;background:${BRAND.paper};border:1px solid ${BRAND.divider};border-radius:12px;padding:2rem}table{width:100%;border-collapse:collapse}td{padding:.5rem 0;border-bottom:1px solid ${BRAND.divider}}td.n{text-align:right}tr.total td{font-weight:700;border-bottom:none}.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.4rem;border-radius:8px;border:1px solid ${BRAND.text};background:${BRAND.paper};cursor:pointer}button.pay{background:${BRAND.navy};color:${BRAND.onNavy};border-color:${BRAND.navy}}.note{color:${BRAND.textSecondary}}.dev{font-size:.85rem;color:${BRAND.warning};background:${BRAND.warningTint};padding:.5rem .75rem;border-radius:6px}</style>
</head><body><main>
<p class="dev">Dev checkout: no card is charged. It exists only while no payment provider is configured.</p>
<h1>${e(label)} subscription</h1>
<table>
<tr><td>${e(label)} plan</td><td class="n">${e(money(checkout.price_cents))} ${e(PERIOD_PER[checkout.period])}</td></tr>
${discount}
<tr class="total"><td>Total</td><td class="n">${e(money(checkout.amount_cents))}</td></tr>
</table>
${when}
${actions}
</main></body></html>`;
}

/**
 * The embedded provider's checkout, outside /api and registered only while it is the active
 * provider. The buttons are plain HTML forms (the Origin rule still applies to their POSTs);
 * Pay goes through fulfilCheckout, the same fulfilment Stripe's webhook uses.
 */
/** A checkout's id in the path (the one the create call answered with). */
const checkoutParams = yup.object({ id: yup.string().required().matches(/^[A-Za-z0-9_-]{1,64}$/) });
const buttonSchema = { params: checkoutParams, response: seeOther('Back to the success or the failed return path') };

export async function devCheckoutRoutes(app: FastifyInstance): Promise<void> {
  // The forms carry no fields: accept their content type here only, and ignore the body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  async function ownCheckout(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<CheckoutRow> {
    const user = await app.signedInUser(request, reply);
    if (!user) throw notSignedIn();
    const id = request.params.id;
    const checkout = await app.db.selectFrom('checkouts').selectAll().where('id', '=', id).where('user_id', '=', user.id).where('provider', '=', 'dev').executeTakeFirst();
    if (!checkout) throw notFound();
    return checkout;
  }

  const expired = (checkout: CheckoutRow) => checkout.status === 'open' && checkout.expires_at <= app.now();

  app.get<{ Params: { id: string } }>('/dev/checkout/:id', { schema: { params: checkoutParams, response: textAnswer('text/html', 'The dev checkout page') } }, async (request, reply) => {
    const checkout = await ownCheckout(request, reply);
    if (expired(checkout)) throw notFound();
    const promo = await promoById(app.db, checkout.promo_id);
    const sub = await app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', checkout.user_id).executeTakeFirst();
    const startsAt = checkout.status === 'open' && isRunning(sub, app.now()) ? sub.until : null;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return page(checkout, promo?.name ?? null, startsAt, request.timeZone);
  });

  app.post<{ Params: { id: string } }>('/dev/checkout/:id/pay', { schema: buttonSchema }, async (request, reply) => {
    const checkout = await ownCheckout(request, reply);
    if (expired(checkout)) return reply.redirect(checkout.failed_url, 303);
    if (checkout.status === 'open') {
      const now = app.now();
      await handleEventOnce(app.db, { id: `dev:${checkout.id}:paid`, type: 'dev.checkout.paid', objectId: null, created: now, received: now }, (trx) =>
        fulfilCheckout(trx, app.events, { checkoutId: checkout.id, at: now, plans: app.config.plans, salesTaxPercent: app.config.invoices.salesTaxPercent, chargedNow: true }).then(() => undefined),
      );
    }
    const after = await app.db.selectFrom('checkouts').select('status').where('id', '=', checkout.id).executeTakeFirstOrThrow();
    return reply.redirect(after.status === 'paid' ? checkout.success_url : checkout.failed_url, 303);
  });

  app.post<{ Params: { id: string } }>('/dev/checkout/:id/cancel', { schema: buttonSchema }, async (request, reply) => {
    const checkout = await ownCheckout(request, reply);
    await app.db.updateTable('checkouts').set({ status: 'cancelled', completed_at: app.now() }).where('id', '=', checkout.id).where('status', '=', 'open').execute();
    const after = await app.db.selectFrom('checkouts').select('status').where('id', '=', checkout.id).executeTakeFirstOrThrow();
    return reply.redirect(after.status === 'paid' ? checkout.success_url : checkout.failed_url, 303);
  });
}
