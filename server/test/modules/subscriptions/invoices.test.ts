import { employeeProfilePaths, employerProfilePaths, Role, subscriptionPaths, type Transaction } from '@dutylink/contracts';
import { loadConfig } from '../../../src/config';
import { invoiceContent } from '../../../src/modules/subscriptions/invoice-pdf';
import { pdfLines } from '../../helpers/pdf-text';
import { buy, createPath, subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { validGeneral } from '../employees/fixtures';

/** 03:30 UTC on Jan 15 is still Jan 14 in every US zone, and already Jan 15 in Tokyo. */
const US_EVENING = new Date('2030-01-15T03:30:00.000Z');
const SELLER_ADDRESS = ['500 Commerce St, Floor 3', 'Fort Worth, TX 76102', 'United States'];

describe('invoices name both parties, and print every day in the seller zone whoever opens them', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build({ env: { INVOICE_ADDRESS: SELLER_ADDRESS.join(' | ') } });
    t.clock.current = US_EVENING;
  });

  async function firstPayment(cookie: string) {
    const [payment] = (await t.call('GET', subscriptionPaths.transactions, { cookie })).json() as Transaction[];
    return t.db.selectFrom('transactions').selectAll().where('id', '=', payment!.invoiceID).executeTakeFirstOrThrow();
  }

  async function firstInvoice(userId: number, cookie: string) {
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return invoiceContent(t.db, await firstPayment(cookie), user, t.app.config.invoices);
  }

  /** The PDF as the Billing page's button opens it, from a browser in `timeZone`, and the lines of text it shows. */
  async function openPdf(cookie: string, timeZone: string) {
    const payment = await firstPayment(cookie);
    const response = await t.call('GET', `/api/subscriptions/invoices/${payment.id}.pdf`, { cookie, timeZone });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return { payment, lines: await pdfLines(response.rawPayload), filename: response.headers['content-disposition'], bytes: response.rawPayload.length };
  }

  it('an employer invoice shows the company and its billing address, the configured seller address and e-mail, and days in the seller zone', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employer);
    const { id: idstate } = await t.db.selectFrom('us_states').select('id').where('code', '=', 'IL').executeTakeFirstOrThrow();
    const address = { address1: '1 N State St', address2: 'Floor 12', city: 'Chicago', idstate, postalCode: '60602' };
    const general = { firstName: 'Erin', lastName: 'Boss', company: 'Acme Security', licenseNumber: 'C-123', workPhone: '', employerType: null, address };
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: general })).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-monthly');
    const invoice = await firstInvoice(userId, cookie);
    expect(invoice.buyer.slice(0, 6)).toEqual(['Erin Boss', 'Acme Security', '1 N State St', 'Floor 12', 'Chicago, IL 60602', 'United States']);
    const pdf = (await openPdf(cookie, 'America/Chicago')).lines.map((line) => line.text);
    expect(pdf).toEqual(expect.arrayContaining(['Acme Security', '1 N State St', 'Floor 12', 'Chicago, IL 60602', 'United States']));

    // An issued invoice keeps its buyer: the company moving, renaming itself or leaving changes none of it.
    const moved = { ...general, company: 'Acme Renamed', address: { ...address, address1: '9 W Elm St', address2: '', postalCode: '60610' } };
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: moved })).statusCode).toBe(200);
    expect((await firstInvoice(userId, cookie)).buyer).toEqual(invoice.buyer);
    const after = (await openPdf(cookie, 'America/Chicago')).lines.map((line) => line.text);
    expect(after).toEqual(expect.arrayContaining(['Acme Security', '1 N State St']));
    expect(after).not.toContain('9 W Elm St');
    expect(invoice.seller).toEqual(['DutyLink, Inc.', ...SELLER_ADDRESS, 'billing@dutylink.test']);
    expect(invoice.timeZone).toBe('America/Chicago');
    expect(invoice.date).toBe('01/14/30');
    expect(invoice.rows).toContainEqual(['Period', '01/14/30 to 02/14/30']);
  });

  it('an employee invoice shows the billing address of the general profile', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employee);
    expect((await t.call('POST', employeeProfilePaths.general, { cookie, body: validGeneral() })).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-monthly');
    const invoice = await firstInvoice(userId, cookie);
    expect(invoice.buyer).toEqual(expect.arrayContaining(['100 Main St', 'Dallas, TX 75201', 'United States']));
  });

  it('the PDF prints a Vietnamese and a Polish name, both addresses, the invoice number and the sales tax line', async () => {
    const { cookie } = await subscriber(t, Role.Employee);
    const general = { ...validGeneral(), firstName: 'Zoë Łukasz', lastName: 'Nguyễn' };
    expect((await t.call('POST', employeeProfilePaths.general, { cookie, body: general })).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-monthly');
    const { payment, lines, filename, bytes } = await openPdf(cookie, 'America/Los_Angeles');
    const number = `DL-2030-${String(payment.id).padStart(6, '0')}`;
    const text = lines.map((line) => line.text);
    expect(text).toEqual(expect.arrayContaining([`Invoice number: ${number}`, 'Date: 01/14/30', 'Zoë Łukasz Nguyễn', ...SELLER_ADDRESS, '100 Main St', 'Dallas, TX 75201']));
    // A row's label and amount are one line of text.
    expect(text).toEqual(expect.arrayContaining(['Price $39.99', 'Sales tax: none (not applicable) $0.00', 'Amount paid $39.99']));
    expect(filename).toBe(`inline; filename="invoice-${number}.pdf"`);
    // Only the glyphs used are embedded: two subset fonts, not two whole ones (630 KB each).
    expect(bytes).toBeLessThan(40_000);
  });

  it('an employer invoice PDF prints a Polish and a Spanish name, leaves out the address it has not, and reads the same in Los Angeles and Tokyo', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employer);
    const general = { firstName: 'Małgorzata', lastName: 'Wiśniewska', company: 'Peña & Nguyễn Protective Services', licenseNumber: 'C-9', workPhone: '', employerType: null };
    expect((await t.call('POST', employerProfilePaths.general, { cookie, body: general })).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-monthly');
    const losAngeles = await openPdf(cookie, 'America/Los_Angeles');
    const tokyo = await openPdf(cookie, 'Asia/Tokyo');
    expect(tokyo.lines).toEqual(losAngeles.lines);
    expect(tokyo.lines.map((line) => line.text)).toContain('Date: 01/14/30');

    const billTo = tokyo.lines.find((line) => line.text === 'Bill to')!;
    const buyer = tokyo.lines.filter((line) => line.x === billTo.x && line !== billTo);
    expect(buyer.map((line) => line.text)).toEqual(['Małgorzata Wiśniewska', 'Peña & Nguyễn Protective Services', expect.stringMatching(/^\+1 \(\d{3}\) \d{3}-\d{4}$/), `user${userId}@example.com`]);
    const gaps = buyer.slice(1).map((line, i) => Math.round(buyer[i]!.y - line.y));
    expect(new Set(gaps).size).toBe(1);
  });

  it('the dev checkout prints the start of a queued plan in the browser zone', async () => {
    const { cookie } = await subscriber(t, Role.Employer);
    await buy(t, cookie, 'dutylink-daily');
    const { url } = (await t.call('POST', createPath('dutylink-monthly'), { cookie })).json() as { url: string };
    const page = await t.call('GET', url, { cookie, timeZone: 'America/Los_Angeles' });
    expect(page.body).toContain('this plan starts on 01/15/30');
    const utc = await t.call('GET', url, { cookie, timeZone: 'Asia/Tokyo' });
    expect(utc.body).toContain('this plan starts on 01/16/30');
  });
});

describe('a payment keeps the sales tax it was paid under, whatever SALES_TAX says later', () => {
  const database = useTestDatabase();

  /** A server on the same database with SALES_TAX set to `salesTax`, its clock at `at` (sessions outlive the months it spans). */
  async function serverWith(salesTax: string, at: Date) {
    const server = await database.build({ env: { SALES_TAX: salesTax, SESSION_DAYS: '365' } });
    server.clock.current = at;
    return server;
  }

  /** The rows after the price of each of the user's invoices, newest first, as the PDF the Billing page opens prints them. */
  async function taxRows(server: TestApp, cookie: string) {
    const payments = (await server.call('GET', subscriptionPaths.transactions, { cookie })).json() as Transaction[];
    return Promise.all(
      payments.map(async (payment) => {
        const response = await server.call('GET', `/api/subscriptions/invoices/${payment.invoiceID}.pdf`, { cookie });
        expect(response.statusCode).toBe(200);
        const text = (await pdfLines(response.rawPayload)).map((line) => line.text);
        return text.slice(text.indexOf('Price $39.99') + 1, text.indexOf('Amount paid $39.99') + 1);
      }),
    );
  }

  const NONE = ['Sales tax: none (not applicable) $0.00', 'Amount paid $39.99'];
  const AT_8_25 = ['Amount before sales tax $36.94', 'Sales tax 8.25% (included) $3.05', 'Amount paid $39.99'];

  it('a payment made with none still says none once a rate is set, and one made at 8.25% keeps it once the setting changes', async () => {
    const untaxed = await serverWith('none', US_EVENING);
    const early = await subscriber(untaxed, Role.Employee);
    await buy(untaxed, early.cookie, 'dutylink-monthly');

    const taxed = await serverWith('8.25', new Date('2030-03-01T12:00:00.000Z'));
    expect(await taxRows(taxed, early.cookie)).toEqual([NONE]);
    const later = await subscriber(taxed, Role.Employee);
    await buy(taxed, later.cookie, 'dutylink-monthly');
    expect(await taxRows(taxed, later.cookie)).toEqual([AT_8_25]);
    // The renewal is a payment made now: the rate applies to it, not to the month paid before.
    await taxed.app.subscriptions.tick();
    expect(await taxRows(taxed, early.cookie)).toEqual([AT_8_25, NONE]);

    const changedAgain = await serverWith('none', new Date('2030-03-02T12:00:00.000Z'));
    expect(await taxRows(changedAgain, later.cookie)).toEqual([AT_8_25]);
    expect(await taxRows(changedAgain, early.cookie)).toEqual([AT_8_25, NONE]);
  });
});

describe('the invoice settings', () => {
  it('the seller e-mail defaults to billing@ the MAIL_FROM domain and takes INVOICE_EMAIL', () => {
    expect(loadConfig({}).invoices.email).toBe('billing@dutylink.test');
    expect(loadConfig({ MAIL_FROM: 'Billing <hello@dutylink.com>' }).invoices.email).toBe('billing@dutylink.com');
    expect(loadConfig({ INVOICE_EMAIL: 'accounts@dutylink.com' }).invoices.email).toBe('accounts@dutylink.com');
    expect(() => loadConfig({ INVOICE_EMAIL: 'not an address' })).toThrow('INVOICE_EMAIL');
  });

  it('the seller address, zone and sales tax have defaults and refuse what they cannot print', () => {
    expect(loadConfig({}).invoices).toMatchObject({
      sellerAddress: ['100 Congress Avenue, Suite 2000', 'Austin, TX 78701', 'United States'],
      timeZone: 'America/Chicago',
      salesTaxPercent: null,
    });
    expect(loadConfig({ INVOICE_ADDRESS: ' 1 Main St |  | Boise, ID 83702 ' }).invoices.sellerAddress).toEqual(['1 Main St', 'Boise, ID 83702']);
    expect(loadConfig({ INVOICE_TIME_ZONE: 'america/new_york' }).invoices.timeZone).toBe('America/New_York');
    expect(() => loadConfig({ INVOICE_TIME_ZONE: 'Mars/Olympus' })).toThrow('INVOICE_TIME_ZONE');
    expect(loadConfig({ SALES_TAX: 'None' }).invoices.salesTaxPercent).toBeNull();
    expect(loadConfig({ SALES_TAX: '8.25%' }).invoices.salesTaxPercent).toBe(8.25);
    for (const wrong of ['0', '100', 'eight', '-5', '8,25']) expect(() => loadConfig({ SALES_TAX: wrong })).toThrow('SALES_TAX');
  });
});
