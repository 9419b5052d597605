import { ApplicantState, emptyPermitDocuments, PermitDocumentType as D, Role, Sex, type PermitDocument } from '@dutylink/contracts';
import { format } from 'date-fns';
import type { Db } from '../connect';
import { demoUser } from './demo-users';
import { stateIdOf } from '../reference-data';
import { saveExperience, saveGeneral, saveNotifications, savePermits } from '../../modules/employees';

const DAY_MS = 86_400_000;
const day = (now: Date, days: number) => format(new Date(now.getTime() + days * DAY_MS), 'yyyy-MM-dd');

/** An officer whose exposed firearm permit has lapsed: he applied to the demo employer's armed bank job. */
export const DEMO_LAPSED_OFFICER = { name: 'Jordan Blake', phone: '+15555550130' } as const;

/** The demo jobs these touch (demo-jobs.ts). */
const ARMED_JOB = 'Armed Bank Branch Guard';
const PATROL_JOB = 'Apartment Complex Mobile Patrol';

function lapsedDocuments(now: Date): PermitDocument[] {
  const docs = emptyPermitDocuments([D.GuardCard, D.ExposedFirearm]);
  const set = (type: D, patch: Partial<PermitDocument>) => Object.assign(docs.find((d) => d.type === type)!, { exists: true, ...patch });
  set(D.GuardCard, { number: 'TX-PSB-0771245', issued: day(now, -700), expired: day(now, 400) });
  // Saved valid (the permits step takes no past expiry), then lapsed below.
  set(D.ExposedFirearm, { number: 'LVL3-440918', issued: day(now, -1100), expired: day(now, 1) });
  return docs;
}

/**
 * DEMO_DATA, issue 21 (required permits): the Apartment Complex Mobile Patrol requires a driver license
 * besides its armed status's exposed firearm permit (the demo employee's license runs out first, so its
 * page says 'You need a driver license valid through …'), and Jordan Blake, whose exposed firearm permit
 * expired 12 days ago, applied to the armed bank job: the demo employer sees 'Exposed firearm permit
 * expired …' with Hire disabled, and the server refuses the hire. Once: skipped when Jordan exists.
 */
export async function seedDemoRequiredPermits(db: Db, now: Date, employerPhone: string): Promise<void> {
  const employer = await db.selectFrom('users').select('id').where('phone', '=', employerPhone).where('role', '=', Role.Employer).where('deleted_at', 'is', null).executeTakeFirst();
  if (!employer) return;
  const known = await db.selectFrom('users').select('id').where('phone', '=', DEMO_LAPSED_OFFICER.phone).where('role', '=', Role.Employee).executeTakeFirst();
  if (known) return;
  const jobOf = (title: string) => db.selectFrom('jobs').select('id').where('employer_id', '=', employer.id).where('title', '=', title).where('deleted_at', 'is', null).executeTakeFirst();
  const [armed, patrol] = await Promise.all([jobOf(ARMED_JOB), jobOf(PATROL_JOB)]);
  if (patrol) await db.updateTable('jobs').set({ marked_permits: [D.DriverLicense], updated_at: now }).where('id', '=', patrol.id).execute();

  const officer = await db
    .insertInto('users')
    .values(demoUser({ role: Role.Employee, ...DEMO_LAPSED_OFFICER, email: 'jordan.blake@dutylink.test' }, now, new Date(now.getTime() - 200 * DAY_MS)))
    .returningAll()
    .executeTakeFirstOrThrow();
  const timeZone = 'America/Chicago';
  await saveGeneral(
    db,
    officer,
    {
      firstName: 'Jordan',
      lastName: 'Blake',
      sex: Sex.Male,
      timeZone,
      specializations: [2],
      address: { address1: '4100 Lemmon Ave', address2: '', city: 'Dallas', idstate: stateIdOf('TX'), postalCode: '75219' },
      emergencyContacts: [{ name: '', phone: '' }],
    },
    now,
  );
  await savePermits(db, officer, { documents: lapsedDocuments(now), requiredDocs: [], agree: true, securityClearance: false, military: true }, now, timeZone);
  await db.updateTable('employee_documents').set({ expires: day(now, -12) }).where('user_id', '=', officer.id).where('type', '=', D.ExposedFirearm).execute();
  await saveNotifications(db, officer, { anySalary: true, atLeastSalary: null, salaryType: 0, categories: [10], subCategories: [], locations: [101], allZips: true, ziPs: [], radiusMiles: null }, now);
  await saveExperience(db, officer, { industryExperiences: [{ id: 10, name: 'Banking & Finance', checked: true, years: 6 }], trainings: [1], otherTraining: '' }, now);
  if (armed) {
    await db.insertInto('applicants').values({ job_id: armed.id, user_id: officer.id, state: ApplicantState.New, reason: null, created_at: now, updated_at: now }).execute();
  }
}
