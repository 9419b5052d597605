import PDFDocument from 'pdfkit';
import { dayIn, formatPhone, Role } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { TransactionRow, User } from '../../db/schema';

/** Who issues the invoices; the e-mail comes from the configuration (INVOICE_EMAIL). */
const SELLER = {
  name: 'DutyLink, Inc.',
  address: ['100 Congress Avenue, Suite 2000', 'Austin, TX 78701', 'United States'],
};

export const invoiceNumber = (id: number) => `DL-${String(id).padStart(6, '0')}`;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface InvoiceContent {
  number: string;
  /** Day of the payment in the buyer's zone. */
  date: string;
  seller: string[];
  /** Name, company (employers), billing address (employees: their profile address), phone, e-mail. */
  buyer: string[];
  rows: [string, string][];
  timeZone: string;
}

/**
 * The buyer of an invoice: an employer's company from the company profile, an employee's address
 * from the general profile. Dates are days in the buyer's zone: the employee's profile zone, else
 * the browser's (request.timeZone).
 */
export async function invoiceContent(
  db: Db,
  transaction: TransactionRow,
  user: Pick<User, 'id' | 'role' | 'name' | 'phone' | 'email'>,
  settings: { invoiceEmail: string; timeZone: string },
): Promise<InvoiceContent> {
  let timeZone = settings.timeZone;
  const address: string[] = [];
  let company: string | null = null;
  if (user.role === Role.Employer) {
    const profile = await db.selectFrom('employer_profiles').select('company').where('user_id', '=', user.id).executeTakeFirst();
    company = profile?.company.trim() || null;
  } else {
    const profile = await db
      .selectFrom('employee_profiles')
      .leftJoin('us_states', 'us_states.id', 'employee_profiles.state_id')
      .select(['address1', 'address2', 'city', 'postal_code', 'us_states.code as state', 'employee_profiles.time_zone'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (profile) {
      if (profile.time_zone) timeZone = profile.time_zone;
      if (profile.address1) address.push(profile.address1);
      if (profile.address2) address.push(profile.address2);
      const place = [profile.city, [profile.state, profile.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      if (place) address.push(place);
      if (address.length > 0) address.push('United States');
    }
  }
  const day = (date: Date) => dayIn(date, timeZone);
  const rows: [string, string][] = [
    ['Plan', transaction.name],
    ['Period', `${day(transaction.period_from)} to ${day(transaction.period_to)}`],
    ['Price', money(transaction.full_amount_cents)],
  ];
  if (transaction.percent_off) {
    const promo = ['Promo', transaction.promo_name, `(${transaction.percent_off}% off)`].filter(Boolean).join(' ');
    rows.push([promo, `-${money(transaction.full_amount_cents - transaction.amount_cents)}`]);
  }
  rows.push(['Amount paid', money(transaction.amount_cents)]);
  return {
    number: invoiceNumber(transaction.id),
    date: day(transaction.created_at),
    seller: [SELLER.name, ...SELLER.address, settings.invoiceEmail],
    buyer: [user.name || 'DutyLink customer', company ?? '', ...address, user.phone ? formatPhone(user.phone) : '', user.email ?? ''].filter(Boolean),
    rows,
    timeZone,
  };
}

/** A one-page PDF invoice. */
export function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Invoice ${content.number}`, Author: SELLER.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(22).font('Helvetica-Bold').text('Invoice', { align: 'right' });
  doc.fontSize(10).font('Helvetica').text(`Invoice number: ${content.number}`, { align: 'right' });
  doc.text(`Date: ${content.date}`, { align: 'right' });
  doc.moveDown(1.5);

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Seller', 56, top);
  doc.font('Helvetica').text(content.seller.join('\n'));
  doc.font('Helvetica-Bold').text('Bill to', 320, top);
  doc.font('Helvetica').text(content.buyer.join('\n'), 320);
  doc.x = 56;
  doc.moveDown(3);

  for (const [label, value] of content.rows) {
    const y = doc.y;
    doc.font(label === 'Amount paid' ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 300 });
    doc.text(value, 360, y, { width: 196, align: 'right' });
    doc.moveDown(0.6);
  }
  doc.x = 56;
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text(`Thank you for using DutyLink. Amounts are in US dollars. Dates are in ${content.timeZone} time.`, 56);
  doc.end();
  return done;
}
