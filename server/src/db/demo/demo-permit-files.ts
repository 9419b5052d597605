import PDFDocument from 'pdfkit';
import { PermitDocumentType as D, permitDocumentLabel, Role, type PermitDocumentType } from '@dutylink/contracts';
import type { Db } from '../connect';

/** A one-page PDF that stands in for a scanned permit: its title and a few lines. */
export function permitScanPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [432, 288], margin: 36, info: { Title: title, Author: 'DutyLink demo' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(title);
  doc.moveDown().fontSize(12);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/**
 * Issue 21 in the demo: the demo officer's guard card was uploaded and verified by the demo admin, and
 * the exposed firearm permit was uploaded and waits for an admin (the admin's employee view offers
 * Mark verified). Once: skipped when the officer has any file.
 */
export async function seedDemoPermitFiles(db: Db, now: Date, employee: { id: number; name: string | null }): Promise<void> {
  const any = await db.selectFrom('permit_files').select('type').where('user_id', '=', employee.id).limit(1).executeTakeFirst();
  if (any) return;
  const admin = await db.selectFrom('users').select('id').where('role', '=', Role.Admin).where('deleted_at', 'is', null).orderBy('id').limit(1).executeTakeFirst();
  const held = await db.selectFrom('employee_documents').select(['type', 'number']).where('user_id', '=', employee.id).execute();
  const uploaded = new Date(now.getTime() - 2 * 86_400_000);
  const file = async (type: PermitDocumentType, name: string, verified: boolean) => {
    const document = held.find((d) => d.type === type);
    if (!document) return [];
    const content = await permitScanPdf(permitDocumentLabel(type), [employee.name ?? 'Demo officer', `No. ${document.number}`, 'Demo scan: not a real permit']);
    const verifiedBy = verified ? (admin?.id ?? null) : null;
    return [{ user_id: employee.id, type, name, media_type: 'application/pdf', size: content.length, content, uploaded_at: uploaded, verified_at: verifiedBy ? now : null, verified_by: verifiedBy }];
  };
  const rows = [...(await file(D.GuardCard, 'guard-card.pdf', true)), ...(await file(D.ExposedFirearm, 'firearm-permit.pdf', false))];
  if (rows.length > 0) await db.insertInto('permit_files').values(rows).execute();
}
