import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { BRAND, dayIn, formatPhone, formatShortDate, postalAddressLines, Role } from '@dutylink/contracts';
import type { InvoiceSettings } from '../../config';
import type { Db } from '../../db/connect';
import type { TransactionRow, User } from '../../db/schema';

const SELLER_NAME = 'DutyLink, Inc.';

/**
 * Noto Sans, embedded (pdfkit keeps only the glyphs an invoice uses): the PDF standard fonts know only
 * WinAnsi, which has no 'Ł' or 'ễ'. Resolved from node_modules, so the sources and the bundle find it alike.
 * Parsed once per process (fontkit), not once per PDF: parsing took about 110 of an invoice's 120 ms of the
 * event loop, which receipts sent by the outbox worker would take from every request (bench figures in
 * docs/decisions/invoice-pdf.md).
 */
let fonts: { regular: Font; bold: Font } | undefined;
const parsed = (file: string) => create(readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)));
const noto = () => (fonts ??= { regular: parsed('400Regular/NotoSans_400Regular.ttf'), bold: parsed('700Bold/NotoSans_700Bold.ttf') });
/** The names the fonts are registered under in each PDF. */
const FONTS = { regular: 'regular', bold: 'bold' } as const;

/** DL-<year of the payment in the seller's zone>-<payment id>: stable, and unique since the payment id is. */
export const invoiceNumber = (payment: Pick<TransactionRow, 'id' | 'created_at'>, timeZone: string) =>
  `DL-${dayIn(payment.created_at, timeZone).slice(0, 4)}-${String(payment.id).padStart(6, '0')}`;

/** The name an invoice is downloaded and attached under. */
export const invoiceFileName = (payment: Pick<TransactionRow, 'id' | 'created_at'>, timeZone: string) => `invoice-${invoiceNumber(payment, timeZone)}.pdf`;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

type InvoiceRow = [label: string, value: string];

export interface InvoiceContent {
  /** DL-<year of the payment>-<payment id>: stable, and unique since the payment id is. */
  number: string;
  /** Day of the payment in the seller's zone. */
  date: string;
  seller: string[];
  /** Name, company (employers), postal address (the company's billing address, an officer's profile address), phone, e-mail. */
  buyer: string[];
  rows: InvoiceRow[];
  timeZone: string;
}

/**
 * The sales tax is part of the amount paid (checkouts charge the plan price), so with a rate the amount
 * is split into what comes before the tax and the tax, and the rows still add up to the amount paid.
 * The rate is the payment's, recorded when it was paid: a later SALES_TAX applies to later payments only.
 */
function salesTaxRows(amountCents: number, recordedPercent: string | null): InvoiceRow[] {
  if (recordedPercent === null) return [['Sales tax: none (not applicable)', money(0)]];
  const percent = Number(recordedPercent);
  const taxCents = Math.round((amountCents * percent) / (100 + percent));
  return [
    ['Amount before sales tax', money(amountCents - taxCents)],
    [`Sales tax ${percent}% (included)`, money(taxCents)],
  ];
}

/** The buyer's postal address lines: an officer's from the general profile, a company's billing address from its profile. */
async function buyerAddress(db: Db, table: 'employee_profiles' | 'employer_profiles', userId: number): Promise<string[]> {
  const profile = await db
    .selectFrom(table)
    .leftJoin('us_states', 'us_states.id', `${table}.state_id`)
    .select(['address1', 'address2', 'city', 'postal_code as postalCode', 'us_states.code as state'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const lines = profile ? postalAddressLines(profile) : [];
  return lines.length > 0 ? [...lines, 'United States'] : [];
}

/**
 * The 'Bill to' lines of a user as they are now: the name, an employer's company and billing address (company
 * profile) or an officer's address (general profile), the phone and the e-mail. Written on each payment
 * (transactions.buyer), so its invoice keeps them.
 */
export async function invoiceBuyer(db: Db, user: Pick<User, 'id' | 'role' | 'name' | 'phone' | 'email'>): Promise<string[]> {
  const employer = user.role === Role.Employer;
  const address = await buyerAddress(db, employer ? 'employer_profiles' : 'employee_profiles', user.id);
  const company = employer
    ? (await db.selectFrom('employer_profiles').select('company').where('user_id', '=', user.id).executeTakeFirst())?.company.trim() || null
    : null;
  return [user.name || 'DutyLink customer', company ?? '', ...address, user.phone ? formatPhone(user.phone) : '', user.email ?? ''].filter(Boolean);
}

/**
 * The invoice of a payment: the seller from the settings, the buyer as they were when they paid (the profile's
 * lines now for a payment recorded before buyers were kept), and every day in the seller's zone, so that the
 * invoice reads the same for whoever opens it, whenever.
 */
export async function invoiceContent(
  db: Db,
  transaction: TransactionRow,
  user: Pick<User, 'id' | 'role' | 'name' | 'phone' | 'email'>,
  settings: Omit<InvoiceSettings, 'salesTaxPercent'>,
): Promise<InvoiceContent> {
  const day = (date: Date) => formatShortDate(dayIn(date, settings.timeZone));
  const rows: InvoiceRow[] = [
    ['Plan', transaction.name],
    ['Period', `${day(transaction.period_from)} to ${day(transaction.period_to)}`],
    ['Price', money(transaction.full_amount_cents)],
  ];
  if (transaction.percent_off) {
    const promo = ['Promo', transaction.promo_name, `(${transaction.percent_off}% off)`].filter(Boolean).join(' ');
    rows.push([promo, `-${money(transaction.full_amount_cents - transaction.amount_cents)}`]);
  }
  rows.push(...salesTaxRows(transaction.amount_cents, transaction.sales_tax_percent), ['Amount paid', money(transaction.amount_cents)]);
  const date = day(transaction.created_at);
  return {
    number: invoiceNumber(transaction, settings.timeZone),
    date,
    seller: [SELLER_NAME, ...settings.sellerAddress, settings.email],
    buyer: transaction.buyer ?? (await invoiceBuyer(db, user)),
    rows,
    timeZone: settings.timeZone,
  };
}

/** A one-page PDF invoice. */
export function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  // pdfkit takes a parsed fontkit font as it takes a file (its types name only files and buffers).
  const { regular, bold } = noto() as unknown as Record<keyof typeof FONTS, string>;
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, font: regular, info: { Title: `Invoice ${content.number}`, Author: SELLER_NAME } });
  doc.registerFont(FONTS.regular, regular).registerFont(FONTS.bold, bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(22).font(FONTS.bold).text('Invoice', { align: 'right' });
  doc.fontSize(10).font(FONTS.regular).text(`Invoice number: ${content.number}`, { align: 'right' });
  doc.text(`Date: ${content.date}`, { align: 'right' });
  doc.moveDown(1.5);

  const top = doc.y;
  doc.font(FONTS.bold).text('Seller', 56, top);
  doc.font(FONTS.regular).text(content.seller.join('\n'));
  doc.font(FONTS.bold).text('Bill to', 320, top);
  doc.font(FONTS.regular).text(content.buyer.join('\n'), 320);
  doc.x = 56;
  doc.moveDown(3);

  for (const [label, value] of content.rows) {
    const y = doc.y;
    doc.font(label === 'Amount paid' ? FONTS.bold : FONTS.regular).text(label, 56, y, { width: 300 });
    doc.text(value, 360, y, { width: 196, align: 'right' });
    doc.moveDown(0.6);
  }
  doc.x = 56;
  doc.moveDown(2);
  doc.font(FONTS.regular).fontSize(9).fillColor(BRAND.textSecondary).text(`Thank you for using DutyLink. Amounts are in US dollars. Dates are in ${content.timeZone} time.`, 56);
  doc.end();
  return done;
}
