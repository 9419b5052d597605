import {
  authPaths,
  employeeProfilePaths,
  employerJobsPaths,
  jobPaths,
  PERMIT_FILE_MAX_BYTES,
  permitFileMessages,
  permitFilePaths,
  PermitDocumentType as D,
  type EmployeePermits,
  type EmployeeProfileView,
  type PermitDocument,
  type PermitFile,
} from '@dutylink/contracts';
import { DEMO_ACCOUNTS, seedDemoData } from '../../../src/db/demo/demo-data';
import { permitScanPdf } from '../../../src/db/demo/demo-permit-files';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession } from '../admin/fixtures';
import { applicantOf, employer, validJob } from '../employers/fixtures';
import { day, validPermits } from '../employees/fixtures';

/** A 1×1 white PNG and a 1×1 JPEG, as a camera app or a scanner would save them (both decode in Chromium). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);

describe('permit document files', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await database.build();
    pdf = await permitScanPdf('Guard card', ['Pat Doe', 'No. G-1']);
  });

  /** The raw bytes as the browser sends them: application/octet-stream, our Origin, the session cookie. */
  const upload = (cookie: string | undefined, type: number, name: string, bytes: Buffer, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${permitFilePaths.own(type as D, name)}`,
      headers: { origin: ORIGIN, 'content-type': 'application/octet-stream', ...(cookie ? { cookie } : {}), ...headers },
      payload: bytes,
    });

  const fileRow = (userId: number, type: number) =>
    t.db.selectFrom('permit_files').select(['name', 'media_type', 'size', 'content', 'verified_at', 'verified_by']).where('user_id', '=', userId).where('type', '=', type).executeTakeFirst();

  /** A job of a new employer, and an officer (guard card held) who applied to it. */
  async function applied() {
    const boss = await employer(t);
    const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t) });
    expect(saved.statusCode).toBe(200);
    const jobId: number = saved.json().id;
    const officer = await applicantOf(t, jobId);
    return { boss, officer, jobId };
  }

  const savePermits = (cookie: string, permits: EmployeePermits) => t.call('POST', employeeProfilePaths.permits, { cookie, body: permits });
  const guardCardOf = (permits: EmployeePermits) => permits.documents.find((d) => d.type === D.GuardCard)!;

  it('stores a real PDF, PNG and JPEG, typed by their bytes, and lists it with the document', async () => {
    const { officer } = await applied();
    const stored = await upload(officer.cookie, D.GuardCard, 'guard card.pdf', pdf);
    expect(stored.statusCode).toBe(200);
    const summary = stored.json() as PermitFile;
    expect(summary).toEqual({ name: 'guard card.pdf', mediaType: 'application/pdf', size: pdf.length, uploaded: t.clock.now().toISOString(), verified: null });
    expect(Buffer.from((await fileRow(officer.userId, D.GuardCard))!.content).equals(pdf)).toBe(true);

    // A photo replaces it; its name says nothing about its type.
    for (const [bytes, mediaType] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const photo = await upload(officer.cookie, D.GuardCard, 'IMG_0001', bytes, { 'content-type': 'application/octet-stream' });
      expect(photo.json()).toMatchObject({ name: 'IMG_0001', mediaType, size: bytes.length });
    }

    const permits = (await t.call('GET', employeeProfilePaths.permits, { cookie: officer.cookie })).json() as EmployeePermits;
    expect(guardCardOf(permits).file).toMatchObject({ name: 'IMG_0001', mediaType: 'image/jpeg' });
    expect(permits.documents.filter((d) => d.file).map((d) => d.type)).toEqual([D.GuardCard]);
    const view = (await t.call('GET', employeeProfilePaths.profile(), { cookie: officer.cookie })).json() as EmployeeProfileView;
    expect(view.permits!.documents.find((d) => d.type === D.GuardCard)!.file).toMatchObject({ name: 'IMG_0001', size: JPEG.length });
  });

  it('refuses wrong types, oversize files, names with path parts and documents not held, changing nothing', async () => {
    const { officer } = await applied();
    expect((await upload(officer.cookie, D.GuardCard, 'scan.pdf', pdf)).statusCode).toBe(200);
    const before = await fileRow(officer.userId, D.GuardCard);

    const renamed = await upload(officer.cookie, D.GuardCard, 'x.pdf', Buffer.from('hello'));
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ title: permitFileMessages.wrongType });
    const html = await upload(officer.cookie, D.GuardCard, 'x.png', Buffer.from('<html><script>alert(1)</script></html>'), { 'content-type': 'application/octet-stream' });
    expect(html.json()).toEqual({ title: permitFileMessages.wrongType });

    const tooLarge = await upload(officer.cookie, D.GuardCard, 'big.pdf', Buffer.concat([pdf, Buffer.alloc(PERMIT_FILE_MAX_BYTES + 1 - pdf.length)]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ title: permitFileMessages.tooLarge });
    // Exactly 5 MB is taken.
    const largest = Buffer.concat([pdf, Buffer.alloc(PERMIT_FILE_MAX_BYTES - pdf.length)]);
    expect((await upload(officer.cookie, D.GuardCard, 'largest.pdf', largest)).json()).toMatchObject({ size: PERMIT_FILE_MAX_BYTES });
    expect((await upload(officer.cookie, D.GuardCard, 'scan.pdf', pdf)).statusCode).toBe(200);

    for (const name of ['../a.pdf', 'a/b.pdf', 'a\\b.pdf', 'a\u0007.pdf', 'a\u202Efdp.exe', '..']) {
      const refused = await upload(officer.cookie, D.GuardCard, name, pdf);
      expect([refused.statusCode, refused.json().errors]).toEqual([400, { name: [permitFileMessages.badName] }]);
    }
    expect((await upload(officer.cookie, D.GuardCard, '', pdf)).json().errors).toEqual({ name: [permitFileMessages.nameRequired] });
    expect((await upload(officer.cookie, D.GuardCard, 'empty.pdf', Buffer.alloc(0))).json()).toEqual({ title: permitFileMessages.empty });

    // The baton certificate is not ticked; 99 is no document type.
    const notHeld = await upload(officer.cookie, D.Baton, 'baton.pdf', pdf);
    expect([notHeld.statusCode, notHeld.json()]).toEqual([409, { title: permitFileMessages.saveFirst }]);
    expect((await upload(officer.cookie, 99, 'x.pdf', pdf)).statusCode).toBe(404);
    // Only raw bytes: a JSON body is not a file.
    expect((await upload(officer.cookie, D.GuardCard, 'x.pdf', Buffer.from('{}'), { 'content-type': 'application/json' })).statusCode).toBe(400);
    // Another site cannot upload for the officer.
    expect((await upload(officer.cookie, D.GuardCard, 'x.pdf', pdf, { origin: 'https://evil.example' })).statusCode).toBe(403);

    expect(await fileRow(officer.userId, D.GuardCard)).toEqual(before);
    expect(await t.db.selectFrom('permit_files').select('type').where('user_id', '=', officer.userId).execute()).toEqual([{ type: D.GuardCard }]);
  });

  it('serves the file only to its owner, an employer they applied to and admins, with headers that keep it inert', async () => {
    const { officer, boss, jobId } = await applied();
    expect((await upload(officer.cookie, D.GuardCard, 'Führerschein "scan".pdf', pdf)).statusCode).toBe(200);
    expect((await upload(officer.cookie, D.GuardCard, 'Führerschein "scan".pdf', pdf)).statusCode).toBe(200);
    const other = await employer(t);
    const stranger = await applicantOf(t, jobId);
    const admin = await adminSession(t);
    const url = permitFilePaths.file(officer.userId, D.GuardCard);
    const get = (cookie?: string) => t.call('GET', url, { cookie });

    for (const cookie of [officer.cookie, boss.cookie, admin.cookie]) {
      const served = await get(cookie);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(pdf)).toBe(true);
      expect(served.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="F_hrerschein _scan_.pdf"; filename*=UTF-8''F%C3%BChrerschein%20%22scan%22.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-security-policy': 'sandbox',
      });
    }
    // Another employer, another officer: as if there were no file.
    for (const cookie of [other.cookie, stranger.cookie]) expect([(await get(cookie)).statusCode, (await get(cookie)).json()]).toEqual([404, { title: permitFileMessages.noFile }]);
    expect((await get()).statusCode).toBe(401);
    // The employer sees the file in the applicant view too, and another one does not see the applicant at all.
    const profile = await t.call('GET', `jobApplicants/profile/${officer.userId}?relatedToJobId=${jobId}`, { cookie: boss.cookie });
    expect(profile.json().permits.documents.find((d: PermitDocument) => d.type === D.GuardCard).file).toMatchObject({ name: 'Führerschein "scan".pdf' });

    // A photo opens in the tab, named with the extension of what it is.
    expect((await upload(officer.cookie, D.GuardCard, 'scan.pdf', PNG)).statusCode).toBe(200);
    expect((await get(boss.cookie)).headers).toMatchObject({ 'content-type': 'image/png', 'content-disposition': `inline; filename="scan.pdf.png"; filename*=UTF-8''scan.pdf.png` });

    // A withdrawal ends the employer's access.
    expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: officer.cookie })).statusCode).toBe(200);
    expect((await get(boss.cookie)).statusCode).toBe(404);
  });

  it('lets an admin mark a file verified; a new file, changed details or an unticked document end it', async () => {
    const { officer } = await applied();
    const admin = await adminSession(t);
    const verify = (verified: unknown, cookie = admin.cookie, type: number = D.GuardCard) => t.call('POST', permitFilePaths.verify(officer.userId, type as D), { cookie, body: { verified } });
    const verifiedAt = async () => (await fileRow(officer.userId, D.GuardCard))?.verified_at ?? null;

    expect((await verify(true)).json()).toEqual({ title: permitFileMessages.noFile });
    await upload(officer.cookie, D.GuardCard, 'scan.pdf', pdf);
    expect((await verify(true, officer.cookie)).statusCode).toBe(403);
    expect((await verify('yes')).statusCode).toBe(400);
    const marked = await verify(true);
    expect(marked.json()).toMatchObject({ name: 'scan.pdf', verified: t.clock.now().toISOString() });
    expect((await fileRow(officer.userId, D.GuardCard))!.verified_by).toBe(admin.userId);
    expect((await verify(false)).json()).toMatchObject({ verified: null });
    expect(await fileRow(officer.userId, D.GuardCard)).toMatchObject({ verified_at: null, verified_by: null });

    // Saving the step with the same details keeps the mark; another file does not.
    await verify(true);
    const permits = validPermits(t.clock.now());
    expect((await savePermits(officer.cookie, permits)).statusCode).toBe(200);
    expect(await verifiedAt()).not.toBeNull();
    await upload(officer.cookie, D.GuardCard, 'again.pdf', pdf);
    expect(await verifiedAt()).toBeNull();

    // A new number or expiry date lapses it (the admin checked the file against the details).
    for (const patch of [{ number: 'G-2' }, { expired: day(t.clock.now(), 400) }]) {
      await verify(true);
      Object.assign(guardCardOf(permits), patch);
      expect((await savePermits(officer.cookie, permits)).statusCode).toBe(200);
      expect(await verifiedAt()).toBeNull();
    }

    // Another held document's change leaves this one's mark alone; unticking a document deletes its file.
    await verify(true);
    const withBaton = structuredClone(permits);
    Object.assign(withBaton.documents.find((d) => d.type === D.Baton)!, { exists: true, number: 'B-1', issued: day(t.clock.now(), -10), expired: day(t.clock.now(), 100) });
    expect((await savePermits(officer.cookie, withBaton)).statusCode).toBe(200);
    await upload(officer.cookie, D.Baton, 'baton.png', PNG);
    expect(await verifiedAt()).not.toBeNull();
    expect((await savePermits(officer.cookie, permits)).statusCode).toBe(200);
    expect(await fileRow(officer.userId, D.Baton)).toBeUndefined();
    expect(await verifiedAt()).not.toBeNull();
  });

  it('removes a file on request, and every file with the account', async () => {
    const { officer } = await applied();
    await upload(officer.cookie, D.GuardCard, 'scan.pdf', pdf);
    const removed = await t.call('DELETE', permitFilePaths.own(D.GuardCard), { cookie: officer.cookie });
    expect([removed.statusCode, removed.json()]).toEqual([200, {}]);
    expect(await fileRow(officer.userId, D.GuardCard)).toBeUndefined();
    expect((await t.call('DELETE', permitFilePaths.own(D.GuardCard), { cookie: officer.cookie })).json()).toEqual({ title: permitFileMessages.noFile });

    await upload(officer.cookie, D.GuardCard, 'scan.pdf', pdf);
    const admin = await adminSession(t);
    expect((await t.call('DELETE', authPaths.deleteAccount, { cookie: officer.cookie })).statusCode).toBe(200);
    expect(await t.db.selectFrom('permit_files').select('type').where('user_id', '=', officer.userId).execute()).toEqual([]);
    expect((await t.call('GET', permitFilePaths.file(officer.userId, D.GuardCard), { cookie: admin.cookie })).statusCode).toBe(404);
  });

  it('describes the upload in the OpenAPI document: raw bytes and the name in the query', async () => {
    const document = (await t.call('GET', '/api/openapi.json')).json();
    const put = document.paths['/api/employees/profile/permits/{type}/file'].put;
    expect(put.requestBody.content).toEqual({ 'application/octet-stream': { schema: { type: 'string', format: 'binary', description: 'The raw bytes of the file' } } });
    expect(put.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`).sort()).toEqual(['path type', 'query name']);
    expect(Object.keys(document.paths['/api/employees/profile/{id}/permits/{type}/file'].get.responses['200'].content)).toEqual(['application/octet-stream']);
    expect(document.paths['/api/admin/employees/{id}/permits/{type}/verify'].post).toBeDefined();
  });
});

describe('permit document files in the demo', () => {
  const database = useTestDatabase();

  it('gives the demo officer a verified guard card and an exposed firearm permit waiting for an admin, both PDFs', async () => {
    const t = await database.build();
    await seedDemoData(t.db, t.app.events, t.clock.now());
    const officer = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO_ACCOUNTS[2].phone).executeTakeFirstOrThrow();
    const files = await t.db.selectFrom('permit_files').select(['type', 'media_type', 'content', 'verified_at', 'verified_by']).where('user_id', '=', officer.id).orderBy('type').execute();
    expect(files.map((f) => [f.type, f.media_type, f.verified_at !== null, f.verified_by !== null])).toEqual([
      [D.GuardCard, 'application/pdf', true, true],
      [D.ExposedFirearm, 'application/pdf', false, false],
    ]);
    expect(Buffer.from(files[0].content).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
