import { randomBytes } from 'node:crypto';
import {
  ApplicantState,
  ArmedStatus,
  BillingPeriod,
  Dress,
  EmploymentType,
  Equipment,
  ExpenseType,
  JobPeriodType,
  jobWeekDays,
  PaymentMethod,
  PermitDocumentType as D,
  QualifiedAs,
  RateType,
  Role,
  Sex,
  Shift,
  Step,
  emptyPermitDocuments,
  type EmployeeExperience,
  type EmployeeGeneral,
  type EmployeeNotifications,
  type PermitDocument,
} from '@dutylink/contracts';
import { format } from 'date-fns';
import type { Db } from '../connect';
import type { NewJob } from '../schema';
import { seedDemoPermitFiles } from './demo-permit-files';
import { seedDemoReliability } from './demo-reliability';
import { seedDemoShifts } from './demo-shifts';
import { seedDemoUnconfirmedShift } from './demo-confirmations';
import { seedDemoCoverage } from './demo-coverage';
import { seedDemoFavourite } from './demo-rosters';
import { seedDemoOfferedShift } from './demo-offers';
import { stateIdOf } from '../reference-data';
import { markStepFilled } from '../../lib/filled-steps';
import { saveExperience, saveGeneral, saveNotifications, savePermits } from '../../modules/employees';
import { fulfilCheckout, planOf, type Plan } from '../../modules/subscriptions';
import type { Events } from '../../plugins/events';

const DAY_MS = 86_400_000;
const day = (now: Date, days: number) => format(new Date(now.getTime() + days * DAY_MS), 'yyyy-MM-dd');

export const DEMO_COMPANY = 'Lone Star Protective Services';

type DemoJob = Omit<NewJob, 'employer_id' | 'from_date' | 'to_date' | 'created_at' | 'updated_at' | 'deleted_at'> & {
  fromDays: number;
  toDays: number | null;
  createdDaysAgo: number;
};

const WEEKDAYS = [1, 2, 3, 4, 5];
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

const common = {
  description: '',
  varied_shifts: '[]',
  sex: Sex.Unknown,
  sub_categories: [] as number[],
  other_category: '',
  address2: '',
  locations_all: false,
  known_threats: false,
  known_threat_description: '',
  uniform_other: '',
  equipment: Equipment.No,
  equipment_description: '',
  payroll_schedule: 14 as number | null,
  employer_type: QualifiedAs.PPO as number | null,
  payroll_type: PaymentMethod.DirectDeposit,
  travel: false,
  travel_types: [] as number[],
  mileage: false,
  mileage_rate: null as number | null,
  enabled: true,
};

/** ~12 open jobs and one closed, mostly in Texas (locations: TX 100, Dallas 101, Houston 102, Austin 103, San Antonio 104). */
/** The demo jobs (exported for bench/sms-segments.mjs, which measures their texts). */
export const DEMO_JOBS: DemoJob[] = [
  { ...common, title: 'Concert Security – American Airlines Center', description: 'Bag checks, crowd management and access control for a sold-out arena concert.', period_type: JobPeriodType.OneDay, fromDays: 3, toDays: null, days: [], shift: Shift.PM, specializations: [1, 5], categories: [1], sub_categories: [101], location_name: 'American Airlines Center', location_description: 'Staff entrance on Olive St, check in with the event supervisor.', address1: '2500 Victory Ave', city: 'Dallas', state_id: stateIdOf('TX'), postal_code: '75219', location_ids: [101], number_of_employee: 12, uniform_type: Dress.Uniform, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 28, employment_type: EmploymentType.Contractor1099, createdDaysAgo: 0 },
  { ...common, title: 'Armed Bank Branch Guard', description: 'Armed presence at a downtown bank branch during business hours.', period_type: JobPeriodType.Range, fromDays: 2, toDays: 30, days: WEEKDAYS, shift: Shift.AM, specializations: [2], categories: [10], location_name: 'Frost Bank – Main Street', location_description: 'Report to the branch manager at the lobby desk.', address1: '1401 Main St', city: 'Dallas', state_id: stateIdOf('TX'), postal_code: '75202', location_ids: [101], number_of_employee: 2, uniform_type: Dress.Uniform, armed_type: ArmedStatus.ArmedExposed, salary_type: RateType.Hourly, salary_value: 35, employment_type: EmploymentType.W2, createdDaysAgo: 1 },
  { ...common, title: 'Off-Duty Officer – Traffic Control at Stadium', description: 'Uniformed off-duty officers directing traffic before and after the game.', period_type: JobPeriodType.OneDay, fromDays: 5, toDays: null, days: [], shift: Shift.PM, specializations: [3, 13], categories: [13], location_name: 'AT&T Stadium', location_description: 'Parking lot C, meet the traffic coordinator.', address1: '1 AT&T Way', city: 'Arlington', state_id: stateIdOf('TX'), postal_code: '76011', location_ids: [101], number_of_employee: 8, uniform_type: Dress.Uniform, armed_type: ArmedStatus.ArmedExposed, salary_type: RateType.Hourly, salary_value: 65, employment_type: EmploymentType.Contractor1099, equipment: Equipment.Yes, equipment_description: 'Reflective vest and traffic wand provided.', createdDaysAgo: 1 },
  { ...common, title: 'Retail Loss Prevention Officer', description: 'Plain-clothes loss prevention at a busy shopping center; report writing required.', period_type: JobPeriodType.FullTime, fromDays: 7, toDays: null, days: WEEKDAYS, shift: Shift.AM, specializations: [6], categories: [2], sub_categories: [201], location_name: 'The Galleria', location_description: 'Security office, level 1 near the ice rink.', address1: '5085 Westheimer Rd', city: 'Houston', state_id: stateIdOf('TX'), postal_code: '77056', location_ids: [102], number_of_employee: 3, uniform_type: Dress.PlainClothes, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 22.5, employment_type: EmploymentType.W2, createdDaysAgo: 2 },
  { ...common, title: 'Construction Site Night Watch', description: 'Overnight patrols of a high-rise construction site; log rounds every hour.', period_type: JobPeriodType.Range, fromDays: 1, toDays: 45, days: ALL_DAYS, shift: Shift.Graveyard, specializations: [1, 7], categories: [3], location_name: 'Downtown Tower Project', location_description: 'Site trailer at the north gate.', address1: '800 Capitol St', city: 'Houston', state_id: stateIdOf('TX'), postal_code: '77002', location_ids: [102], number_of_employee: 2, uniform_type: Dress.Uniform, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 21, employment_type: EmploymentType.Contractor1099, known_threats: true, known_threat_description: 'Recent copper theft attempts on site.', createdDaysAgo: 3 },
  { ...common, title: 'Festival Crowd Management – Zilker Park', description: 'Crowd management, gate scanning and stage barricade support across a 3-day festival.', period_type: JobPeriodType.Range, fromDays: 14, toDays: 16, days: [5, 6, 0], shift: Shift.Other, varied_shifts: JSON.stringify([{ from: '10:00', to: '18:00' }, { from: '16:00', to: '23:30' }]), specializations: [1, 5], categories: [1], sub_categories: [103], location_name: 'Zilker Metropolitan Park', location_description: 'Staff check-in tent at Barton Springs Rd entrance.', address1: '2100 Barton Springs Rd', city: 'Austin', state_id: stateIdOf('TX'), postal_code: '78746', location_ids: [103], number_of_employee: 40, uniform_type: Dress.Other, uniform_other: 'Event staff T-shirt provided', armed_type: ArmedStatus.Unarmed, salary_type: RateType.Daily, salary_value: 240, employment_type: EmploymentType.Contractor1099, travel: true, travel_types: [ExpenseType.PerDiem], createdDaysAgo: 4 },
  { ...common, title: 'Executive Protection Detail', description: 'Close protection for a visiting executive: airport pickup, meetings and dinner.', period_type: JobPeriodType.Range, fromDays: 10, toDays: 12, days: [2, 3, 4], shift: Shift.AM, specializations: [4], categories: [4], sub_categories: [402], location_name: 'Four Seasons Hotel Austin', location_description: 'Advance meeting in the lobby at 06:30.', address1: '98 San Jacinto Blvd', city: 'Austin', state_id: stateIdOf('TX'), postal_code: '78701', location_ids: [103], number_of_employee: 2, uniform_type: Dress.BlackSuit, armed_type: ArmedStatus.ArmedCCW, salary_type: RateType.Daily, salary_value: 650, employment_type: EmploymentType.Contractor1099, travel: true, travel_types: [ExpenseType.Hotel, ExpenseType.Mileage], mileage: true, mileage_rate: 1, createdDaysAgo: 5 },
  { ...common, title: 'Hospital Emergency Department Security', description: 'Unarmed officer for the emergency department; de-escalation training preferred.', period_type: JobPeriodType.FullTime, fromDays: 3, toDays: null, days: [0, 1, 2, 3], shift: Shift.PM, specializations: [1], categories: [6], sub_categories: [601], location_name: 'University Hospital', location_description: 'Security dispatch office, ground floor.', address1: '4502 Medical Dr', city: 'San Antonio', state_id: stateIdOf('TX'), postal_code: '78229', location_ids: [104], number_of_employee: 4, uniform_type: Dress.Uniform, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 24, employment_type: EmploymentType.W2, createdDaysAgo: 6 },
  { ...common, title: 'Apartment Complex Mobile Patrol', description: 'Vehicle patrol of three apartment communities; company vehicle provided.', period_type: JobPeriodType.Range, fromDays: 0, toDays: 60, days: [5, 6], shift: Shift.Graveyard, specializations: [7], categories: [5], sub_categories: [501], location_name: 'Riverwalk Residences', location_description: 'Leasing office parking lot.', address1: '300 E Houston St', city: 'San Antonio', state_id: stateIdOf('TX'), postal_code: '78205', location_ids: [104], number_of_employee: 2, uniform_type: Dress.Tactical, armed_type: ArmedStatus.ArmedExposed, salary_type: RateType.Hourly, salary_value: 26, employment_type: EmploymentType.W2, createdDaysAgo: 7 },
  { ...common, title: 'Hotel Concierge Security Officer', description: 'Front-desk security and guest assistance at a luxury hotel.', period_type: JobPeriodType.FullTime, fromDays: 4, toDays: null, days: WEEKDAYS, shift: Shift.AM, specializations: [9], categories: [8], sub_categories: [801], location_name: 'The Adolphus', location_description: 'Ask for the director of security at the front desk.', address1: '1321 Commerce St', city: 'Dallas', state_id: stateIdOf('TX'), postal_code: '75202', location_ids: [101], number_of_employee: 1, uniform_type: Dress.BusinessCasual, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 23, employment_type: EmploymentType.W2, createdDaysAgo: 8 },
  { ...common, title: 'Fire Watch – Warehouse Sprinkler Outage', description: 'Continuous fire watch while the sprinkler system is repaired; hourly logs for the fire marshal.', period_type: JobPeriodType.Range, fromDays: 1, toDays: 5, days: ALL_DAYS, shift: Shift.Graveyard, specializations: [8], categories: [11], location_name: 'Gulf Coast Distribution Center', location_description: 'Dock door 4.', address1: '9800 Sheldon Rd', city: 'Houston', state_id: stateIdOf('TX'), postal_code: '77049', location_ids: [102], number_of_employee: 2, uniform_type: Dress.Uniform, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 25, employment_type: EmploymentType.Contractor1099, createdDaysAgo: 9 },
  { ...common, title: 'Convention Center Access Control – Las Vegas', description: 'Badge checks and hall access control for a national trade show.', period_type: JobPeriodType.Range, fromDays: 20, toDays: 23, days: [1, 2, 3, 4], shift: Shift.AM, specializations: [1, 5], categories: [1], sub_categories: [104], location_name: 'Las Vegas Convention Center', location_description: 'West Hall, security command post.', address1: '3150 Paradise Rd', city: 'Las Vegas', state_id: stateIdOf('NV'), postal_code: '89109', location_ids: [801], number_of_employee: 25, uniform_type: Dress.BlackSuit, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 27, employment_type: EmploymentType.Contractor1099, travel: true, travel_types: [ExpenseType.Travel, ExpenseType.Hotel, ExpenseType.PerDiem], createdDaysAgo: 10 },
  { ...common, title: 'Holiday Mall Patrol (closed)', description: 'Seasonal mall patrol; all positions filled.', period_type: JobPeriodType.Range, fromDays: 3, toDays: 20, days: ALL_DAYS, shift: Shift.PM, specializations: [1], categories: [2], sub_categories: [203], location_name: 'NorthPark Center', location_description: 'Security office near Neiman Marcus.', address1: '8687 N Central Expy', city: 'Dallas', state_id: stateIdOf('TX'), postal_code: '75225', location_ids: [101], number_of_employee: 6, uniform_type: Dress.Uniform, armed_type: ArmedStatus.Unarmed, salary_type: RateType.Hourly, salary_value: 20, employment_type: EmploymentType.W2, enabled: false, createdDaysAgo: 12 },
];

function demoGeneral(): EmployeeGeneral {
  return {
    firstName: 'Eli',
    lastName: 'Employee',
    sex: Sex.Male,
    timeZone: 'America/Chicago',
    specializations: [1, 2, 5],
    address: { address1: '2200 Ross Ave', address2: 'Apt 1204', city: 'Dallas', idstate: stateIdOf('TX'), postalCode: '75201' },
    emergencyContacts: [
      { name: 'Dana Employee', phone: '+12145550142' },
      { name: '', phone: '' },
    ],
  };
}

function demoDocuments(now: Date): PermitDocument[] {
  const docs = emptyPermitDocuments([D.GuardCard, D.ExposedFirearm]);
  const set = (type: number, patch: Partial<PermitDocument>) => Object.assign(docs.find((d) => d.type === type)!, { exists: true, ...patch });
  set(D.GuardCard, { number: 'TX-PSB-0456123', issued: day(now, -400), expired: day(now, 330) });
  // Expires within 30 days: the permit expiry reminder shows in the dev outbox (issue 21).
  set(D.DriverLicense, { number: '41283756', issued: day(now, -900), expired: day(now, 21) });
  set(D.ExposedFirearm, { number: 'LVL3-778812', issued: day(now, -200), expired: day(now, 530) });
  set(D.PepperSpray, { number: '', issued: day(now, -150), expired: null });
  set(D.SpecializedTraining, { specializedTrainingIDs: [2, 3] });
  return docs;
}

/** Alerts within 50 miles of the officer's ZIP code (Dallas 75201, issue 21): the Dallas and Arlington jobs, not Houston, Austin or Las Vegas. */
function demoNotifications(): EmployeeNotifications {
  return { anySalary: false, atLeastSalary: 22, salaryType: RateType.Hourly, categories: [1, 2, 3, 6], subCategories: [101, 103], locations: [101, 102, 103], allZips: false, ziPs: ['75201', '75202'], radiusMiles: 50 };
}

function demoExperience(): EmployeeExperience {
  return {
    industryExperiences: [
      { id: 1, name: 'Retail', checked: true, years: 4 },
      { id: 4, name: 'Entertainment & Events', checked: true, years: 6 },
    ],
    trainings: [1, 3, 5],
    otherTraining: 'Verbal Judo (Texas)',
  };
}

/** A Monthly subscription bought through the dev checkout, once (skipped when the user has a subscription row). */
async function seedDemoSubscription(db: Db, events: Events, userId: number, area: 'employee' | 'employer', now: Date, plans: readonly Plan[], salesTaxPercent: number | null): Promise<void> {
  const sub = await db.selectFrom('subscriptions').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  const plan = planOf(plans, BillingPeriod.Month);
  if (sub || !plan) return;
  await db.transaction().execute(async (trx) => {
    const checkoutId = randomBytes(16).toString('base64url');
    await trx
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        user_id: userId,
        product_id: plan.productId,
        period: plan.period,
        price_cents: plan.priceCents,
        amount_cents: plan.priceCents,
        promo_id: null,
        percent_off: null,
        success_url: `/${area}/subscription/success`,
        failed_url: `/${area}/subscription/failed`,
        provider: 'dev',
        provider_session_id: null,
        status: 'open',
        created_at: now,
        expires_at: new Date(now.getTime() + DAY_MS),
        completed_at: null,
      })
      .execute();
    await fulfilCheckout(trx, events, { checkoutId, at: now, plans, salesTaxPercent, chargedNow: true });
  });
}

async function userByPhone(db: Db, phone: string, role: Role) {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).where('role', '=', role).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * DEMO_DATA: the demo employer's company (General filled, a Monthly subscription) and jobs, and a complete demo employee (four steps, a
 * Monthly subscription, one application and two hires, one with a shift running now: demo-shifts.ts). Each part runs once: it is skipped when its
 * rows exist, so restarts and older demo databases are both fine.
 */
export async function seedDemoJobsAndProfiles(
  db: Db,
  events: Events,
  now: Date,
  plans: readonly Plan[],
  salesTaxPercent: number | null,
  phones: { employer: string; employee: string },
): Promise<void> {
  const employer = await userByPhone(db, phones.employer, Role.Employer);
  const employee = await userByPhone(db, phones.employee, Role.Employee);

  let seededJobIds: number[] = [];
  if (employer) {
    await db
      .insertInto('employer_profiles')
      .values({
        user_id: employer.id,
        first_name: 'Erin',
        last_name: 'Employer',
        company: DEMO_COMPANY,
        license_number: 'C11223',
        work_phone: '+12145550100',
        employer_type: QualifiedAs.PPO,
        // The billing address its invoices print.
        address1: '1601 Elm St',
        address2: 'Suite 3300',
        city: 'Dallas',
        state_id: db.selectFrom('us_states').select('id').where('code', '=', 'TX'),
        postal_code: '75201',
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    // The profile is complete: the demo employer lands on the job posts (General filled, Monthly plan).
    await markStepFilled(db, employer.id, Step.General);
    await seedDemoSubscription(db, events, employer.id, 'employer', now, plans, salesTaxPercent);
    const any = await db.selectFrom('jobs').select('id').where('employer_id', '=', employer.id).limit(1).executeTakeFirst();
    if (!any) {
      const rows = await db
        .insertInto('jobs')
        .values(
          DEMO_JOBS.map(({ fromDays, toDays, createdDaysAgo, ...job }) => {
            const dates = { periodType: job.period_type, from: day(now, fromDays), to: toDays === null ? null : day(now, toDays) };
            // Only weekdays within the dates, as the job form allows (a one-day job: its date's).
            const inDates: readonly number[] = jobWeekDays(dates);
            const listed = (job.days ?? []).filter((weekDay) => inDates.includes(weekDay));
            return {
              ...job,
              days: listed.length > 0 ? listed : [...inDates],
              employer_id: employer.id,
              from_date: dates.from,
              to_date: dates.to,
              created_at: new Date(now.getTime() - createdDaysAgo * DAY_MS - 3_600_000),
              updated_at: now,
              deleted_at: null,
            };
          }),
        )
        .returning('id')
        .execute();
      seededJobIds = rows.map((r) => r.id);
    }
  }

  if (!employee) return;
  const profile = await db.selectFrom('employee_profiles').select('user_id').where('user_id', '=', employee.id).executeTakeFirst();
  if (!profile) {
    const general = demoGeneral();
    await saveGeneral(db, employee, general, now);
    await savePermits(db, employee, { documents: demoDocuments(now), requiredDocs: [], agree: true, securityClearance: false, military: true }, now, general.timeZone);
    await saveNotifications(db, employee, demoNotifications(), now);
    await saveExperience(db, employee, demoExperience(), now);
  }
  await seedDemoSubscription(db, events, employee.id, 'employee', now, plans, salesTaxPercent);
  await seedDemoPermitFiles(db, now, employee);
  if (seededJobIds.length >= 2) {
    // The hire on the second job is made as the employer's Hire makes it (hire.made): its shifts are planned and the officer texted.
    await db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('applicants')
        .values([
          { job_id: seededJobIds[0], user_id: employee.id, state: ApplicantState.New, reason: null, created_at: now, updated_at: now },
          { job_id: seededJobIds[1], user_id: employee.id, state: ApplicantState.Accepted, reason: null, hired_at: now, created_at: now, updated_at: now },
        ])
        .onConflict((oc) => oc.columns(['job_id', 'user_id']).doNothing())
        .returning(['job_id', 'state'])
        .execute();
      const hire = added.find((row) => row.state === ApplicantState.Accepted);
      if (hire) await events.record(trx, now, { kind: 'hire.made', jobId: hire.job_id, userId: employee.id });
    });
  }
  if (employer) {
    await seedDemoShifts(db, events, now, employer.id, employee.id);
    await seedDemoReliability(db, now, employer.id, employee.id);
    await seedDemoUnconfirmedShift(db, events, now, employer.id);
    await seedDemoCoverage(db, now, employee.id);
    await seedDemoFavourite(db, now, employer.id);
    await seedDemoOfferedShift(db, events, now, employer.id);
  }
}
