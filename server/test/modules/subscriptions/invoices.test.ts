import { employeeProfilePaths, employerProfilePaths, Role, subscriptionPaths, type Transaction } from '@dutylink/contracts';
import { loadConfig } from '../../../src/config';
import { invoiceContent } from '../../../src/modules/subscriptions/invoice-pdf';
import { buy, createPath, subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { validGeneral } from '../employees/fixtures';

/** 03:30 UTC on Jan 15 is still Jan 14 in every US zone. */
const US_EVENING = new Date('2030-01-15T03:30:00.000Z');

describe('invoices name the buyer and print days in the buyer zone', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
    t.clock.current = US_EVENING;
  });

  async function firstInvoice(userId: number, cookie: string, timeZone: string) {
    const [payment] = (await t.call('GET', subscriptionPaths.transactions, { cookie })).json() as Transaction[];
    const row = await t.db.selectFrom('transactions').selectAll().where('id', '=', payment!.invoiceID).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return invoiceContent(t.db, row, user, { invoiceEmail: t.app.config.invoiceEmail, timeZone });
  }

  it('an employer invoice shows the company, the configured seller e-mail and the day in the browser zone', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employer);
    const general = { firstName: 'Erin', lastName: 'Boss', company: 'Acme Security', licenseNumber: 'C-123', workPhone: '', employerType: null };
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: general })).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-monthly');
    const invoice = await firstInvoice(userId, cookie, 'America/Los_Angeles');
    expect(invoice.buyer).toContain('Acme Security');
    expect(invoice.seller).toContain('billing@dutylink.test');
    expect(invoice.seller.join(' ')).not.toContain('example');
    expect(invoice.date).toBe('2030-01-14');
    expect(invoice.rows).toContainEqual(['Period', '2030-01-14 to 2030-02-14']);
  });

  it('an employee invoice shows the billing address and uses the zone of the profile', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employee);
    expect((await t.call('POST', employeeProfilePaths.general, { cookie, body: validGeneral() })).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-monthly');
    const invoice = await firstInvoice(userId, cookie, 'UTC');
    expect(invoice.buyer).toEqual(expect.arrayContaining(['100 Main St', 'Dallas, TX 75201', 'United States']));
    expect(invoice.timeZone).toBe('America/Chicago');
    expect(invoice.date).toBe('2030-01-14');
  });

  it('serves the PDF with the buyer zone from the time-zone cookie', async () => {
    const { cookie } = await subscriber(t, Role.Employer);
    await buy(t, cookie, 'dutylink-monthly');
    const [payment] = (await t.call('GET', subscriptionPaths.transactions, { cookie })).json() as Transaction[];
    const pdf = await t.call('GET', `/api/subscriptions/invoices/${payment!.invoiceID}.pdf`, { cookie, timeZone: 'America/New_York' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the dev checkout prints the start of a queued plan in the browser zone', async () => {
    const { cookie } = await subscriber(t, Role.Employer);
    await buy(t, cookie, 'dutylink-daily');
    const { url } = (await t.call('POST', createPath('dutylink-monthly'), { cookie })).json() as { url: string };
    const page = await t.call('GET', url, { cookie, timeZone: 'America/Los_Angeles' });
    expect(page.body).toContain('this plan starts on 2030-01-15');
    const utc = await t.call('GET', url, { cookie, timeZone: 'Asia/Tokyo' });
    expect(utc.body).toContain('this plan starts on 2030-01-16');
  });
});

describe('the invoice e-mail setting', () => {
  it('defaults to billing@ the MAIL_FROM domain and takes INVOICE_EMAIL', () => {
    expect(loadConfig({}).invoiceEmail).toBe('billing@dutylink.test');
    expect(loadConfig({ MAIL_FROM: 'Billing <hello@dutylink.com>' }).invoiceEmail).toBe('billing@dutylink.com');
    expect(loadConfig({ INVOICE_EMAIL: 'accounts@dutylink.com' }).invoiceEmail).toBe('accounts@dutylink.com');
    expect(() => loadConfig({ INVOICE_EMAIL: 'not an address' })).toThrow('INVOICE_EMAIL');
  });
});
