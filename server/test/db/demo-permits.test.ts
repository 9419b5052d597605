import { authPaths, jobApplicantsPaths, jobPaths, PermitDocumentType as D, Role, type ApplicantProfile, type Job, type JobApplicant } from '@dutylink/contracts';
import { DEMO_LAPSED_OFFICER } from '../../src/db/demo/demo-permits';
import { sessionCookie, useTestDatabase } from '../helpers/test-app';

describe('demo data: required permits (issue 21)', () => {
  const database = useTestDatabase();

  it('an armed job whose applicant has an expired permit (Hire refused), and a job with a permit the employer marked', async () => {
    const t = await database.build({ env: { DEMO_DATA: '1' } });
    // The demo employer is also texted about the demo's no-show as the outbox runs: the code is the newest message holding one.
    const phone = '+15555550101';
    const browser = t.browser();
    expect((await browser.call('POST', authPaths.signInSendCode(Role.Employer, phone))).statusCode).toBe(200);
    const code = (await t.outbox(phone)).map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean)!;
    const cookie = sessionCookie(await browser.call('POST', authPaths.signInVerify(Role.Employer, phone, code)));
    const jobId = async (title: string) => (await t.db.selectFrom('jobs').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

    const patrol = (await t.call('GET', jobPaths.get(await jobId('Apartment Complex Mobile Patrol')), { cookie })).json() as Job;
    expect(patrol.markedPermits).toEqual([D.DriverLicense]);

    const bank = await jobId('Armed Bank Branch Guard');
    const officer = await t.db.selectFrom('users').select('id').where('phone', '=', DEMO_LAPSED_OFFICER.phone).executeTakeFirstOrThrow();
    const applicants = (await t.call('GET', jobApplicantsPaths.list(bank), { cookie })).json() as JobApplicant[];
    const application = applicants.find((a) => a.user.id === officer.id)!;
    expect(application.user.name).toBe('Jordan Blake');
    const profile = (await t.call('GET', jobApplicantsPaths.profile(officer.id, bank), { cookie })).json() as ApplicantProfile;
    expect(profile.permitShortfalls).toEqual([expect.objectContaining({ type: D.ExposedFirearm, kind: 'expired' })]);
    const refused = await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.permits).toEqual([expect.stringMatching(/^Exposed firearm permit expired \d{1,2} [A-Z][a-z]{2} \d{4}$/)]);

    // A restart seeds nothing twice.
    await database.build({ env: { DEMO_DATA: '1' } });
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', DEMO_LAPSED_OFFICER.phone).execute()).toHaveLength(1);
  });
});
