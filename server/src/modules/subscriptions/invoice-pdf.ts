import PDFDocument from 'pdfkit';
import { formatPhone } from '@dutylink/contracts';
import type { TransactionRow, User } from '../../db/schema';

/** Who issues the invoices. */
export const SELLER = {
  name: 'DutyLink, Inc.',
  address: ['100 Congress Avenue, Suite 2000', 'Austin, TX 78701', 'United States'],
  email: 'billing@dutylink.example',
};

export const invoiceNumber = (id: number) => `DL-${String(id).padStart(6, '0')}`;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A one-page PDF invoice of a transaction. */
export function invoicePdf(transaction: TransactionRow, customer: Pick<User, 'name' | 'phone' | 'email'>): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56, info: { Title: `Invoice ${invoiceNumber(transaction.id)}`, Author: SELLER.name } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(22).font('Helvetica-Bold').text('Invoice', { align: 'right' });
  doc.fontSize(10).font('Helvetica').text(`Invoice number: ${invoiceNumber(transaction.id)}`, { align: 'right' });
  doc.text(`Date: ${day(transaction.created_at)}`, { align: 'right' });
  doc.moveDown(1.5);

  const top = doc.y;
  doc.font('Helvetica-Bold').text('Seller', 56, top);
  doc.font('Helvetica').text([SELLER.name, ...SELLER.address, SELLER.email].join('\n'));
  doc.font('Helvetica-Bold').text('Customer', 320, top);
  doc.font('Helvetica').text(
    [customer.name || 'DutyLink customer', customer.phone ? formatPhone(customer.phone) : '', customer.email ?? ''].filter(Boolean).join('\n'),
    320,
  );
  doc.x = 56;
  doc.moveDown(3);

  const rows: [string, string][] = [
    ['Plan', transaction.name],
    ['Period', `${day(transaction.period_from)} to ${day(transaction.period_to)}`],
    ['Price', money(transaction.full_amount_cents)],
  ];
  if (transaction.percent_off) {
    rows.push([`Promo ${transaction.promo_name ?? ''} (${transaction.percent_off}% off)`.replace('  ', ' '), `-${money(transaction.full_amount_cents - transaction.amount_cents)}`]);
  }
  rows.push(['Amount paid', money(transaction.amount_cents)]);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font(label === 'Amount paid' ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 300 });
    doc.text(value, 360, y, { width: 196, align: 'right' });
    doc.moveDown(0.6);
  }
  doc.x = 56;
  doc.moveDown(2);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text('Thank you for using DutyLink. Amounts are in US dollars.', 56);
  doc.end();
  return done;
}
