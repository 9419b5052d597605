import { sql } from 'kysely';
import type { InferType } from 'yup';
import {
  dayIn,
  dayStartIn,
  EMPTY_EMPLOYEE_GENERAL,
  EMPTY_EMPLOYEE_NOTIFICATIONS,
  emptyPermitDocument,
  employeeExperienceSchema,
  employeeGeneralSchema,
  employeeNotificationsSchema,
  employeePermitsSchema,
  PERMIT_DOCUMENT_TYPES,
  PermitDocumentType,
  RADIUS_NEEDS_ZIP,
  Sex,
  Step,
  toE164,
  type EmployeeExperience,
  type EmployeeExperienceResponse,
  type EmployeeGeneral,
  type EmployeeGeneralResponse,
  type EmployeeNotifications,
  type EmployeeNotificationsResponse,
  type EmployeePermits,
  type EmployeePermitsResponse,
  type EmployeeProfileView,
  type PermitDocument,
  type PermitFile,
  type RateType,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { EmployeeProfileRow, User } from '../../db/schema';
import {
  loadCategoryTree,
  loadLocationTree,
  loadNamed,
  loadSpecializations,
  loadStates,
  namesOf,
  requiredDocsOf,
  unknownIds,
} from '../../lib/reference';
import { markStepFilled } from '../../lib/filled-steps';
import { addressInputOf } from '../../lib/postal-address';
import { refusedZipCodes, unknownItems, validateWith } from '../../lib/validation';
import { zipCodeRefusal } from '../../lib/zip-codes';
import { CHECK_FIELDS } from '../../contract/input';
import { badRequest } from '../../http-errors';
import { permitFilesAfterSave, permitFilesOf } from '../permit-files';
import { isSmsOptedOut } from '../sms-consent';

type Q = Db;

async function profileRow(db: Q, userId: number): Promise<EmployeeProfileRow | undefined> {
  return db.selectFrom('employee_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Creates the profile row if missing, then applies the patch. */
async function upsertProfile(trx: Q, userId: number, patch: Record<string, unknown>, now: Date): Promise<void> {
  await trx.insertInto('employee_profiles').values({ user_id: userId, updated_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await trx
    .updateTable('employee_profiles')
    .set({ ...patch, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

const num = (value: string | null) => (value === null ? null : Number(value));

// ---------------------------------------------------------------- general

function generalItem(row: EmployeeProfileRow | undefined): EmployeeGeneral {
  if (!row || row.first_name === null) return structuredClone(EMPTY_EMPLOYEE_GENERAL);
  return {
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    sex: (row.sex ?? Sex.Unknown) as Sex,
    timeZone: row.time_zone ?? '',
    specializations: row.specializations,
    address: addressInputOf(row),
    emergencyContacts: row.emergency_contacts.length > 0 ? row.emergency_contacts : structuredClone(EMPTY_EMPLOYEE_GENERAL.emergencyContacts),
  };
}

export async function loadGeneral(db: Db, user: User): Promise<EmployeeGeneralResponse> {
  const [row, states, specializations] = await Promise.all([profileRow(db, user.id), loadStates(db), loadSpecializations(db)]);
  return { item: generalItem(row), states, specializations, email: user.email ?? user.pending_email ?? '', phone: user.phone ?? '' };
}

/** Saves the general step, valid by employeeGeneralSchema (the route's body), after the reference checks. */
export async function saveGeneral(db: Db, user: User, item: InferType<typeof employeeGeneralSchema>, now: Date): Promise<void> {
  const state = await db.selectFrom('us_states').select('code').where('id', '=', item.address.idstate).executeTakeFirst();
  unknownItems({
    specializations: await unknownIds(db, 'specializations', item.specializations),
    'address.idstate': state ? [] : [item.address.idstate],
  });
  // Issue 36: the officer's ZIP code is one the ZIP data knows, in the state chosen: distances and radius alerts are measured from it.
  refusedZipCodes({ 'address.postalCode': [zipCodeRefusal(item.address.postalCode, state?.code)] });
  const contacts = item.emergencyContacts
    .filter((c) => c.name || c.phone)
    .map((c) => ({ name: c.name, phone: c.phone ? (toE164(c.phone) ?? c.phone) : '' }));
  await db.transaction().execute(async (trx) => {
    await upsertProfile(
      trx,
      user.id,
      {
        first_name: item.firstName,
        last_name: item.lastName,
        sex: item.sex,
        time_zone: item.timeZone,
        specializations: [...new Set(item.specializations)],
        address1: item.address.address1,
        address2: item.address.address2,
        city: item.address.city,
        state_id: item.address.idstate,
        postal_code: item.address.postalCode,
        emergency_contacts: JSON.stringify(contacts),
      },
      now,
    );
    await trx.updateTable('users').set({ name: `${item.firstName} ${item.lastName}` }).where('id', '=', user.id).execute();
    await markStepFilled(trx, user.id, Step.General);
  });
}

// ---------------------------------------------------------------- permits

interface DocumentRow {
  type: number;
  number: string;
  issued: string | null;
  expires: string | null;
  info: PermitDocument['info'];
  specialized_training_ids: number[];
}

async function documentRows(db: Q, userId: number): Promise<DocumentRow[]> {
  return db
    .selectFrom('employee_documents')
    .select([
      'type',
      'number',
      sql<string | null>`to_char(issued, 'YYYY-MM-DD')`.as('issued'),
      sql<string | null>`to_char(expires, 'YYYY-MM-DD')`.as('expires'),
      'info',
      'specialized_training_ids',
    ])
    .where('user_id', '=', userId)
    .execute();
}

function toDocument(row: DocumentRow, required: boolean, files: Map<number, PermitFile>): PermitDocument {
  const empty = emptyPermitDocument(row.type as PermitDocumentType, required);
  return {
    ...empty,
    exists: true,
    number: row.number,
    issued: row.issued,
    expired: row.expires,
    info: row.type === PermitDocumentType.PoliceCredentials ? { ...empty.info!, ...(row.info ?? {}) } : null,
    specializedTrainingIDs: row.type === PermitDocumentType.SpecializedTraining ? row.specialized_training_ids : [],
    file: files.get(row.type) ?? null,
  };
}

/** All document types in display order: held ones from the table, the rest unticked. */
function allDocuments(rows: DocumentRow[], requiredDocs: number[], files: Map<number, PermitFile>): PermitDocument[] {
  return PERMIT_DOCUMENT_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    const required = requiredDocs.includes(type);
    return row ? toDocument(row, required, files) : emptyPermitDocument(type, required);
  });
}

/** What an admin's verification of a document's file vouches for: its details as saved. */
function documentDetails(d: Pick<DocumentRow, 'number' | 'issued' | 'expires' | 'info' | 'specialized_training_ids'>): string {
  const info = d.info && [d.info.rank, d.info.agency, d.info.retired, d.info.active, d.info.ccwRights, d.info.leosa];
  return JSON.stringify([d.number, d.issued, d.expires, info, [...d.specialized_training_ids].sort((a, b) => a - b)]);
}

export async function loadPermits(db: Db, user: User): Promise<EmployeePermitsResponse> {
  const row = await profileRow(db, user.id);
  const requiredDocs = await requiredDocsOf(db, row?.specializations ?? []);
  const [rows, specializedTraining, files] = await Promise.all([documentRows(db, user.id), loadNamed(db, 'specialized_trainings'), permitFilesOf(db, user.id)]);
  return {
    documents: allDocuments(rows, requiredDocs, files),
    requiredDocs: requiredDocs as EmployeePermitsResponse['requiredDocs'],
    agree: !!row?.permits_agreed_at,
    securityClearance: row?.security_clearance ?? false,
    military: row?.military ?? false,
    specializedTraining,
  };
}

export async function savePermits(db: Db, user: User, body: Record<string, unknown>, now: Date, timeZone: string): Promise<void> {
  const row = await profileRow(db, user.id);
  // The server's own list of required documents, never the browser's.
  const requiredDocs = await requiredDocsOf(db, row?.specializations ?? []);
  const sent = Array.isArray(body.documents) ? (body.documents as unknown[]) : [];
  const sentTypes = new Set(sent.map((d) => (d && typeof d === 'object' ? (d as { type?: unknown }).type : undefined)));
  // Types the browser left out are unticked; appended so the indexes of the sent ones keep their paths.
  const documents = [
    ...sent.map((d) => (d && typeof d === 'object' ? { ...(d as object), required: requiredDocs.includes((d as { type: number }).type) } : d)),
    ...PERMIT_DOCUMENT_TYPES.filter((t) => !sentTypes.has(t)).map((t) => emptyPermitDocument(t, requiredDocs.includes(t))),
  ];
  const item = validateWith(employeePermitsSchema, { ...body, documents, requiredDocs }, { now, timeZone }) as EmployeePermits;
  const held = item.documents.filter((d) => d.exists);
  const training = held.find((d) => d.type === PermitDocumentType.SpecializedTraining);
  const trainingIndex = item.documents.findIndex((d) => d.type === PermitDocumentType.SpecializedTraining);
  unknownItems({
    [`documents[${trainingIndex}].specializedTrainingIDs`]: await unknownIds(db, 'specialized_trainings', training?.specializedTrainingIDs ?? []),
  });
  const rows = held.map((d) => ({
    user_id: user.id,
    type: d.type,
    number: d.number ?? '',
    issued: d.issued ? d.issued.slice(0, 10) : null,
    expires: d.expired ? d.expired.slice(0, 10) : null,
    info: d.type === PermitDocumentType.PoliceCredentials && d.info ? d.info : null,
    specialized_training_ids: d.type === PermitDocumentType.SpecializedTraining ? [...new Set(d.specializedTrainingIDs)] : [],
  }));
  await db.transaction().execute(async (trx) => {
    await upsertProfile(trx, user.id, { security_clearance: item.securityClearance, military: item.military, permits_agreed_at: now }, now);
    const before = await documentRows(trx, user.id);
    await trx.deleteFrom('employee_documents').where('user_id', '=', user.id).execute();
    if (rows.length > 0) {
      await trx
        .insertInto('employee_documents')
        .values(rows.map((r) => ({ ...r, info: r.info && JSON.stringify(r.info) })))
        .execute();
    }
    const changed = rows.filter((r) => {
      const was = before.find((b) => b.type === r.type);
      return !was || documentDetails(was) !== documentDetails(r);
    });
    await permitFilesAfterSave(trx, user.id, rows.map((r) => r.type), changed.map((r) => r.type));
    await markStepFilled(trx, user.id, Step.Permits);
  });
}

// ---------------------------------------------------------------- notifications

function notificationsItem(row: EmployeeProfileRow | undefined, filled: boolean): EmployeeNotifications {
  if (!row || !filled) return structuredClone(EMPTY_EMPLOYEE_NOTIFICATIONS);
  return {
    anySalary: row.any_salary,
    atLeastSalary: num(row.at_least_salary),
    salaryType: row.salary_type as RateType,
    categories: row.categories,
    subCategories: row.sub_categories,
    locations: row.locations,
    allZips: row.all_zips,
    ziPs: row.zips,
    radiusMiles: row.radius_miles,
  };
}

/** The profile's ZIP code a radius is measured from: its postal code when the ZIP data knows where it is (issue 21). */
const radiusZipOf = (row: EmployeeProfileRow | undefined) => (row?.place ? row.postal_code : null);

export async function loadNotifications(db: Db, user: User): Promise<EmployeeNotificationsResponse> {
  const [row, categories, locations, smsOptedOut] = await Promise.all([
    profileRow(db, user.id),
    loadCategoryTree(db),
    loadLocationTree(db),
    isSmsOptedOut(db, user.phone),
  ]);
  return { item: notificationsItem(row, user.filled_steps.includes(Step.Notifications)), categories, locations, smsOptedOut, radiusZip: radiusZipOf(row) };
}

/** Saves the notifications step, valid by employeeNotificationsSchema (the route's body), after the reference checks. */
export async function saveNotifications(db: Db, user: User, item: InferType<typeof employeeNotificationsSchema>, now: Date): Promise<void> {
  const categories = [...new Set(item.categories)];
  const subCategories = [...new Set(item.subCategories)];
  const tops = await db.selectFrom('job_categories').select('id').where('parent_id', 'is', null).execute();
  const topIds = new Set(tops.map((r) => r.id));
  const subs = subCategories.length
    ? await db.selectFrom('job_categories').select(['id', 'parent_id']).where('id', 'in', subCategories).execute()
    : [];
  unknownItems({
    categories: categories.filter((id) => !topIds.has(id)),
    // A sub-category must belong to one of the chosen categories.
    subCategories: subCategories.filter((id) => !subs.some((s) => s.id === id && s.parent_id !== null && categories.includes(s.parent_id))),
    locations: await unknownIds(db, 'locations', item.locations),
  });
  // Issue 36: each ZIP code alerts are asked for is one the ZIP data knows (a job's ZIP is, so an unknown one would never match).
  refusedZipCodes({ ziPs: [...new Set(item.ziPs)].map((zip) => zipCodeRefusal(zip)) });
  if (item.radiusMiles !== null && radiusZipOf(await profileRow(db, user.id)) === null) throw badRequest(CHECK_FIELDS, { radiusMiles: [RADIUS_NEEDS_ZIP] });
  await db.transaction().execute(async (trx) => {
    await upsertProfile(
      trx,
      user.id,
      {
        radius_miles: item.radiusMiles,
        any_salary: item.anySalary,
        at_least_salary: item.anySalary ? null : item.atLeastSalary,
        salary_type: item.salaryType,
        categories,
        sub_categories: subCategories,
        locations: item.allZips ? [] : [...new Set(item.locations)],
        all_zips: item.allZips,
        zips: [...new Set(item.ziPs)],
      },
      now,
    );
    await markStepFilled(trx, user.id, Step.Notifications);
  });
}

// ---------------------------------------------------------------- experience

export async function loadExperience(db: Db, user: User): Promise<EmployeeExperienceResponse> {
  const [row, industries, trainings, held] = await Promise.all([
    profileRow(db, user.id),
    loadNamed(db, 'industries'),
    loadNamed(db, 'trainings'),
    db.selectFrom('employee_industries').select(['industry_id', 'years']).where('user_id', '=', user.id).execute(),
  ]);
  const item: EmployeeExperience = {
    industryExperiences: industries.map((i) => {
      const h = held.find((x) => x.industry_id === i.id);
      return { id: i.id, name: i.name, checked: !!h, years: h?.years ?? null };
    }),
    trainings: row?.trainings ?? [],
    otherTraining: row?.other_training ?? '',
  };
  return { item, industries, trainings };
}

/** Saves the experience step, valid by employeeExperienceSchema (the route's body), after the reference checks. */
export async function saveExperience(db: Db, user: User, item: InferType<typeof employeeExperienceSchema>, now: Date): Promise<void> {
  const checked = item.industryExperiences.filter((r) => r.checked);
  const ids = checked.map((r) => r.id);
  if (new Set(ids).size !== ids.length) unknownItems({ industryExperiences: ids.filter((id, i) => ids.indexOf(id) !== i) });
  unknownItems({
    industryExperiences: await unknownIds(db, 'industries', ids),
    trainings: await unknownIds(db, 'trainings', item.trainings),
  });
  await db.transaction().execute(async (trx) => {
    await upsertProfile(trx, user.id, { trainings: [...new Set(item.trainings)], other_training: item.otherTraining }, now);
    await trx.deleteFrom('employee_industries').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('employee_industries')
      .values(checked.map((r) => ({ user_id: user.id, industry_id: r.id, years: r.years! })))
      .execute();
    await markStepFilled(trx, user.id, Step.Experience);
  });
}

// ---------------------------------------------------------------- read view

/** GET employees/profile[/{id}]: the read view of an employee; undefined when no such employee. */
export async function profileView(db: Db, target: User): Promise<EmployeeProfileView> {
  const row = await profileRow(db, target.id);
  const filled = target.filled_steps;
  const view: EmployeeProfileView = { id: target.id, general: null, experience: null, notifications: null, permits: null };
  if (!row) return view;

  if (row.first_name !== null) {
    const state = row.state_id ? await db.selectFrom('us_states').selectAll().where('id', '=', row.state_id).executeTakeFirst() : undefined;
    view.general = {
      firstName: row.first_name,
      lastName: row.last_name ?? '',
      name: `${row.first_name} ${row.last_name ?? ''}`.trim(),
      sex: (row.sex ?? Sex.Unknown) as Sex,
      phone: target.phone ?? '',
      email: target.email ?? '',
      timeZone: row.time_zone ?? '',
      specializations: await namesOf(db, 'specializations', row.specializations),
      address: {
        address1: row.address1 ?? '',
        address2: row.address2 ?? '',
        city: row.city ?? '',
        idstate: row.state_id ?? 0,
        state: state?.name ?? '',
        stateCode: state?.code ?? '',
        postalCode: row.postal_code ?? '',
      },
      emergencyContacts: row.emergency_contacts,
    };
  }
  if (filled.includes(Step.Permits)) {
    const requiredDocs = await requiredDocsOf(db, row.specializations);
    const docs = (await documentRows(db, target.id)).sort((a, b) => PERMIT_DOCUMENT_TYPES.indexOf(a.type as PermitDocumentType) - PERMIT_DOCUMENT_TYPES.indexOf(b.type as PermitDocumentType));
    const trainingIds = docs.find((d) => d.type === PermitDocumentType.SpecializedTraining)?.specialized_training_ids ?? [];
    const files = await permitFilesOf(db, target.id);
    view.permits = {
      documents: docs.map((d) => toDocument(d, requiredDocs.includes(d.type), files)),
      specializedTrainings: await namesOf(db, 'specialized_trainings', trainingIds),
      securityClearance: row.security_clearance,
      military: row.military,
    };
  }
  if (filled.includes(Step.Notifications)) {
    view.notifications = {
      anySalary: row.any_salary,
      atLeastSalary: num(row.at_least_salary),
      salaryType: row.salary_type as RateType,
      categories: await namesOf(db, 'job_categories', row.categories),
      subCategories: await namesOf(db, 'job_categories', row.sub_categories),
      allZIPs: row.all_zips,
      locations: await namesOf(db, 'locations', row.locations),
      ziPs: row.zips,
      radiusMiles: row.radius_miles,
      radiusZip: radiusZipOf(row),
    };
  }
  if (filled.includes(Step.Experience)) {
    const industries = await db
      .selectFrom('employee_industries')
      .innerJoin('industries', 'industries.id', 'employee_industries.industry_id')
      .select(['industries.id', 'industries.name', 'employee_industries.years'])
      .where('employee_industries.user_id', '=', target.id)
      .orderBy('industries.id')
      .execute();
    view.experience = { industries, trainings: await namesOf(db, 'trainings', row.trainings), otherTraining: row.other_training ?? '' };
  }
  return view;
}

/**
 * A pause of `days` from now (spec: pausedNotificationsUntil becomes today plus the days): its last
 * day 'yyyy-MM-dd', today in the employee's zone plus the days, and the instant it ends, the midnight
 * after that day there. 0 days is no pause.
 */
export function notificationPause(now: Date, timeZone: string, days: number) {
  if (days === 0) return { paused_notifications_until: null, paused_notifications_ends_at: null, paused_notifications_days: 0 };
  const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const until = dayAfter(dayIn(now, timeZone), days);
  return { paused_notifications_until: until, paused_notifications_ends_at: dayStartIn(dayAfter(until, 1), timeZone), paused_notifications_days: days };
}
