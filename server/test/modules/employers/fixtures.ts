import { dayIn, Dress, employeeProfilePaths, employerJobsPaths, jobApplicantsPaths, jobPaths, ExpenseType, FALLBACK_TIME_ZONE, JobPeriodType, jobWeekDays, newJobEditorModel, Role, Shift, type JobApplicant, type JobEditorModel } from '@dutylink/contracts';
import schemas from '@dutylink/contracts/api-schemas';
import type { ContractType } from '../../../src/contract/answers';
import { buy, subscriber } from '../../helpers/subscriptions';
import type { TestApp } from '../../helpers/test-app';
import { employee, validExperience, validGeneral, validNotifications, validPermits } from '../employees/fixtures';

/** The day `days` after `now` where a request without a time zone cookie is (the server's fallback zone), as yyyy-MM-dd. */
export const dayOf = (now: Date, days = 0) => dayIn(new Date(now.getTime() + days * 86_400_000), FALLBACK_TIME_ZONE);

/** A signed-up employer with a verified e-mail; with `subscribed` also a Monthly plan bought. */
export async function employer(t: TestApp, subscribed = true): Promise<{ cookie: string; userId: number; phone: string }> {
  // Unsubscribed: an empty profile, as after sign-up (the profile tests fill it step by step).
  const user = await subscriber(t, Role.Employer, { filledProfile: subscribed });
  if (subscribed) await buy(t, user.cookie, 'dutylink-monthly');
  return user;
}

/** A subscribed employee with a complete profile, whose job alerts match validJob. */
export async function officer(t: TestApp): Promise<{ cookie: string; userId: number; phone: string }> {
  const worker = await employee(t, true);
  const now = t.clock.now();
  expect((await t.call('POST', employeeProfilePaths.general, { cookie: worker.cookie, body: validGeneral() })).statusCode).toBe(200);
  expect((await t.call('POST', employeeProfilePaths.permits, { cookie: worker.cookie, body: validPermits(now) })).statusCode).toBe(200);
  expect((await t.call('POST', employeeProfilePaths.notifications, { cookie: worker.cookie, body: validNotifications() })).statusCode).toBe(200);
  expect((await t.call('POST', employeeProfilePaths.experience, { cookie: worker.cookie, body: validExperience() })).statusCode).toBe(200);
  const { phone } = await t.db.selectFrom('users').select('phone').where('id', '=', worker.userId).executeTakeFirstOrThrow();
  return { ...worker, phone: phone! };
}

/** A subscribed employee with a complete profile who applied to the job. */
export async function applicantOf(t: TestApp, jobId: number): Promise<{ cookie: string; userId: number; phone: string }> {
  const worker = await officer(t);
  expect((await t.call('POST', jobPaths.apply(jobId), { cookie: worker.cookie })).statusCode).toBe(200);
  return worker;
}

/** The job `model` published by `boss` (a new subscribed employer by default), one officer applied and hired. */
export async function hiredJob(t: TestApp, model: JobEditorModel, boss?: { cookie: string; userId: number; phone: string }) {
  boss ??= await employer(t);
  const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: model });
  expect(saved.statusCode).toBe(200);
  const jobId: number = saved.json().id;
  const officer = await applicantOf(t, jobId);
  const [application] = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
  expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
  return { boss, officer, jobId, applicationId: application.id };
}

/** A complete, valid job editor model starting `fromDays` from the test clock's today. */
export function validJob(t: TestApp, patch: { title?: string; numberOfEmployee?: number; fromDays?: number } = {}): JobEditorModel {
  const now = t.clock.now();
  const model = newJobEditorModel(dayOf(now));
  model.general = {
    ...model.general,
    title: patch.title ?? 'Concert security',
    specializations: [1, 5],
    periodType: JobPeriodType.Range,
    from: dayOf(now, patch.fromDays ?? 1),
    to: dayOf(now, (patch.fromDays ?? 1) + 3),
    shift: Shift.Other,
    timeRange: [{ from: '10:00', to: '18:00' }],
    description: 'Bag checks at the gate',
    categories: [1, 14],
    subCategories: [101],
    otherCategory: 'Stage crew',
  };
  // Two weekdays that fall within the dates.
  model.general.days = jobWeekDays(model.general).slice(0, 2);
  model.details = {
    locationName: 'Arena',
    address: { address1: '2500 Victory Ave', address2: '', city: 'Dallas', idstate: 44, postalCode: '75219' },
    locationDescription: 'Staff entrance',
    locationIDs: [101],
    jobLocationsAll: false,
  };
  model.payment = {
    ...model.payment,
    numberOfEmployee: patch.numberOfEmployee ?? 2,
    salaryValue: 28.5,
    uniformType: Dress.Other,
    uniformOther: 'Event T-shirt',
    travel: true,
    travelTypes: [ExpenseType.Mileage],
    mileageRate: 0.67 + 1,
    payrollSchedule: 14,
  };
  return model;
}

/** Path segments that name no row: beyond 2^31 - 1, negative, zero, exponent, fraction, no number. */
export const BAD_IDS = ['2147483648', '99999999999', '-1', '0', '1e3', '1.5', 'abc', '%20'];

interface JsonSchema {
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

const resolved = (schema: JsonSchema): JsonSchema => (schema.$ref ? resolved(schemas[schema.$ref.replace(/#$/, '') as ContractType] as JsonSchema) : schema);

/** The paths of the fields of an answer that its contracts type does not declare (none: nothing leaked). */
export function undeclaredFields(value: unknown, type: ContractType | JsonSchema, path = '$'): string[] {
  const schema = resolved(typeof type === 'string' ? { $ref: type } : type);
  if (schema.anyOf) {
    const candidates = schema.anyOf.map((option) => undeclaredFields(value, option, path));
    return candidates.reduce((fewest, next) => (next.length < fewest.length ? next : fewest));
  }
  if (Array.isArray(value)) return schema.items ? value.flatMap((item, i) => undeclaredFields(item, schema.items!, `${path}[${i}]`)) : [];
  if (value === null || typeof value !== 'object' || !schema.properties) return [];
  const properties = schema.properties;
  return Object.entries(value).flatMap(([key, item]) => (properties[key] ? undeclaredFields(item, properties[key], `${path}.${key}`) : [`${path}.${key}`]));
}
