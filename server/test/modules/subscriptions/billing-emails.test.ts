import { dayIn, formatShortDate, Role, subscriptionPaths } from '@dutylink/contracts';
import { invoiceNumber } from '../../../src/modules/subscriptions/invoice-pdf';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { buy, DAY_MS, pressButton, subscriber } from '../../helpers/subscriptions';
import { htmlProblems, useMailedApps } from '../../helpers/email';

/** A day as billing e-mails write it: MM/dd/yy in the user's zone (these users have none: the app's fallback). */
const usDay = (instant: Date) => formatShortDate(dayIn(instant, 'America/New_York'));
const HOUR = 3_600_000;

describe('billing e-mails (issue 37), dev provider', () => {
  const database = useTestDatabase();
  const mailed = useMailedApps(database);
  let t: TestApp;
  let sender: TestApp;
  let mail: typeof mailed.mail;
  beforeAll(() => ({ app: t, sender, mail } = mailed));

  const sendByMail = async () => {
    sender.clock.current = t.clock.now();
    await sender.app.outbox.drain();
  };

  /** The next 03:00 UTC at least a day ahead: 10 or 11 PM the day before in New York, so a UTC day would show wrong. */
  function lateEveningInNewYork(): Date {
    const next = new Date(t.clock.now().getTime() + DAY_MS);
    next.setUTCHours(3, 0, 0, 0);
    t.clock.current = next;
    return next;
  }

  const emailsTo = (userId: number) => t.db.selectFrom('outbox').selectAll().where('user_id', '=', userId).where('channel', '=', 'email').orderBy('id').execute();
  const untilOf = async (userId: number) => (await t.db.selectFrom('subscriptions').select('until').where('user_id', '=', userId).executeTakeFirstOrThrow()).until!;

  it('sends a receipt for each payment, once, with its invoice PDF attached beside text and HTML', async () => {
    const paidAt = lateEveningInNewYork();
    const user = await subscriber(t);
    const checkout = await buy(t, user.cookie, 'dutylink-monthly');
    // Pay pressed again (a double click, a retry): no second payment, no second receipt.
    expect((await pressButton(t, `${checkout}/pay`, user.cookie)).statusCode).toBe(303);
    const payment = await t.db.selectFrom('transactions').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const [receipt, ...others] = await emailsTo(user.userId);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({ recipient: `user${user.userId}@example.com`, subject: 'Receipt for your DutyLink Monthly subscription: $39.99', invoice_id: payment.id, unsubscribe_url: null });
    const until = await untilOf(user.userId);
    expect(receipt!.body).toContain(`Period: ${usDay(paidAt)} to ${usDay(until)}\nPaid on: ${usDay(paidAt)}\nAmount paid: $39.99\nInvoice: ${invoiceNumber(payment, t.app.config.invoices.timeZone)}`);
    expect(usDay(paidAt)).not.toBe(formatShortDate(paidAt.toISOString().slice(0, 10)));

    await sendByMail();
    const [sent, ...more] = await mail.received(`user${user.userId}@example.com`);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe(receipt!.subject);
    // multipart/mixed: the alternative text and HTML, then the PDF.
    expect(sent!.headers.get('content-type')).toMatchObject({ value: 'multipart/mixed' });
    expect(sent!.raw).toMatch(/Content-Type: multipart\/alternative;[\s\S]*Content-Type: text\/plain; charset=utf-8[\s\S]*Content-Type: text\/html; charset=utf-8/);
    expect(sent!.attachments).toHaveLength(1);
    const [pdf] = sent!.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `invoice-${invoiceNumber(payment, t.app.config.invoices.timeZone)}.pdf`, contentDisposition: 'attachment' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sent!.text).toContain('Amount paid: $39.99');
    expect(sent!.text).toContain(`Your subscription: http://localhost:8080/employee/subscription`);
    expect(sent!.html).toContain('<th scope="row">Amount paid</th><td>$39.99</td>');
    expect(sent!.headers.has('list-unsubscribe')).toBe(false);
    expect(await htmlProblems(receipt!.html!)).toEqual([]);

    // The renewal the scheduled pass charges is a payment too: one receipt, however often the pass runs.
    t.clock.current = new Date(until.getTime() + 1000);
    await Promise.all([t.app.subscriptions.tick(), t.app.subscriptions.tick()]);
    await t.app.subscriptions.tick();
    const receipts = await emailsTo(user.userId);
    expect(receipts.map((r) => r.subject)).toEqual([receipt!.subject, receipt!.subject]);
    expect(receipts[1]!.body).toContain(`Period: ${usDay(until)} to ${usDay(await untilOf(user.userId))}`);
  });

  it('reminds 3 days before a monthly renewal, once across passes, and again before the next one', async () => {
    lateEveningInNewYork();
    const monthly = await subscriber(t, Role.Employer);
    await buy(t, monthly.cookie, 'dutylink-monthly');
    const daily = await subscriber(t);
    await buy(t, daily.cookie, 'dutylink-daily');
    const until = await untilOf(monthly.userId);
    const reminders = async (userId: number) => (await emailsTo(userId)).filter((m) => m.subject?.includes('renews'));

    await t.app.subscriptions.remindRenewals(new Date(until.getTime() - 3 * DAY_MS - HOUR));
    expect(await reminders(monthly.userId)).toEqual([]);
    // Three passes at once (several processes), then another later on.
    const due = new Date(until.getTime() - 3 * DAY_MS + HOUR);
    await Promise.all([t.app.subscriptions.remindRenewals(due), t.app.subscriptions.remindRenewals(due), t.app.subscriptions.remindRenewals(due)]);
    await t.app.subscriptions.remindRenewals(new Date(due.getTime() + DAY_MS));
    const [reminder, ...others] = await reminders(monthly.userId);
    expect(others).toEqual([]);
    expect(reminder).toMatchObject({ subject: `Your DutyLink subscription renews on ${usDay(until)}`, invoice_id: null, unsubscribe_url: null });
    expect(reminder!.body).toContain(`On ${usDay(until)}, your Monthly subscription renews and $39.99 will be charged to your card.`);
    expect(reminder!.body).toContain('Your subscription: http://localhost:8080/employer/subscription');
    expect(await htmlProblems(reminder!.html!)).toEqual([]);
    // A daily plan renews every day: no reminders.
    expect(await reminders(daily.userId)).toEqual([]);

    t.clock.current = new Date(until.getTime() + 1000);
    await t.app.subscriptions.tick();
    const next = await untilOf(monthly.userId);
    await t.app.subscriptions.remindRenewals(new Date(next.getTime() - 2 * DAY_MS));
    expect((await reminders(monthly.userId)).map((m) => m.subject)).toEqual([reminder!.subject, `Your DutyLink subscription renews on ${usDay(next)}`]);
  });

  it('confirms a cancellation once, with the day access ends, and reminds no more', async () => {
    lateEveningInNewYork();
    const user = await subscriber(t);
    await buy(t, user.cookie, 'dutylink-monthly');
    const until = await untilOf(user.userId);
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie: user.cookie })).statusCode).toBe(400);
    await t.app.subscriptions.remindRenewals(new Date(until.getTime() - DAY_MS));
    const [, cancelled, ...others] = await emailsTo(user.userId);
    expect(others).toEqual([]);
    expect(cancelled).toMatchObject({ subject: 'Your DutyLink subscription is cancelled', invoice_id: null, unsubscribe_url: null });
    expect(cancelled!.body).toBe(
      `Your subscription is cancelled. It stays active until ${usDay(until)}. No more payments will be taken.\n\nYou can buy a plan again at any time on your subscription page.\n\nYour subscription: http://localhost:8080/employee/subscription\n\nDutyLink`,
    );
    expect(await htmlProblems(cancelled!.html!)).toEqual([]);
  });

  it('e-mails nobody without an address: the renewal is charged and recorded all the same', async () => {
    const user = await subscriber(t);
    await buy(t, user.cookie, 'dutylink-monthly');
    // Buying needs a verified address; an account can lose it later (an admin's edit, an anonymised account).
    await t.db.updateTable('users').set({ email: null, email_verified: false }).where('id', '=', user.userId).execute();
    t.clock.current = new Date((await untilOf(user.userId)).getTime() + 1000);
    await t.app.subscriptions.tick();
    expect(await t.db.selectFrom('transactions').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(2);
    expect((await emailsTo(user.userId)).map((m) => m.subject)).toEqual(['Receipt for your DutyLink Monthly subscription: $39.99']);
  });
});
