import {
  addressStarted,
  EMPTY_EMPLOYER_GENERAL,
  employerGeneralSchema,
  postalAddressLines,
  Step,
  toE164,
  type EmployerGeneral,
  type EmployerGeneralResponse,
  type EmployerProfileView,
  type QualifiedAs,
} from '@dutylink/contracts';
import type { InferType } from 'yup';
import type { Db } from '../../db/connect';
import type { User } from '../../db/schema';
import { markStepFilled } from '../../lib/filled-steps';
import { addressInputOf } from '../../lib/postal-address';
import { loadStates } from '../../lib/reference';
import { refusedZipCodes, unknownItems } from '../../lib/validation';
import { zipCodeRefusal } from '../../lib/zip-codes';

async function profileRow(db: Db, userId: number) {
  return db
    .selectFrom('employer_profiles as p')
    .leftJoin('us_states as s', 's.id', 'p.state_id')
    .selectAll('p')
    .select('s.code as state_code')
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}


/** GET employers/profile/general: the saved item (or an empty one), and the read-only e-mail and phone. */
export async function loadEmployerGeneral(db: Db, user: User): Promise<EmployerGeneralResponse> {
  const [row, states] = await Promise.all([profileRow(db, user.id), loadStates(db)]);
  const item: EmployerGeneral = row
    ? {
        id: user.id,
        firstName: row.first_name,
        lastName: row.last_name,
        company: row.company,
        licenseNumber: row.license_number,
        workPhone: row.work_phone ?? '',
        employerType: row.employer_type as QualifiedAs | null,
        address: addressInputOf(row),
      }
    : { ...EMPTY_EMPLOYER_GENERAL };
  return { item, states, email: user.email ?? user.pending_email ?? '', phone: user.phone ?? '' };
}

/**
 * POST employers/profile/general: stores the item (valid by employerGeneralSchema, the route's body), names the
 * user 'First Last' and marks Step.General filled. A billing address's state is one of the list, and its ZIP code
 * one the ZIP data knows in that state, as an officer's.
 */
export async function saveEmployerGeneral(db: Db, user: User, item: InferType<typeof employerGeneralSchema>, now: Date): Promise<void> {
  const address = addressStarted(item.address) ? item.address : null;
  if (address) {
    const state = await db.selectFrom('us_states').select('code').where('id', '=', address.idstate).executeTakeFirst();
    unknownItems({ 'address.idstate': state ? [] : [address.idstate] });
    refusedZipCodes({ 'address.postalCode': [zipCodeRefusal(address.postalCode, state?.code)] });
  }
  const values = {
    first_name: item.firstName,
    last_name: item.lastName,
    company: item.company,
    license_number: item.licenseNumber,
    work_phone: item.workPhone ? (toE164(item.workPhone) ?? item.workPhone) : null,
    employer_type: item.employerType ?? null,
    address1: address?.address1 ?? null,
    address2: address?.address2 || null,
    city: address?.city ?? null,
    state_id: address?.idstate ?? null,
    postal_code: address?.postalCode ?? null,
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('employer_profiles')
      .values({ user_id: user.id, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await trx.updateTable('users').set({ name: `${item.firstName} ${item.lastName}` }).where('id', '=', user.id).execute();
    await markStepFilled(trx, user.id, Step.General);
  });
}

/** GET employers/profile[/{id}]: the profile card. */
export async function employerProfileView(db: Db, target: User): Promise<EmployerProfileView> {
  const row = await profileRow(db, target.id);
  return {
    id: target.id,
    firstName: row?.first_name ?? '',
    lastName: row?.last_name ?? '',
    name: target.name ?? (row ? `${row.first_name} ${row.last_name}` : ''),
    company: row?.company ?? '',
    licenseNumber: row?.license_number ?? '',
    workPhone: row?.work_phone ?? '',
    employerType: (row?.employer_type ?? null) as QualifiedAs | null,
    email: target.email ?? '',
    phone: target.phone ?? '',
    address: row ? postalAddressLines({ ...row, state: row.state_code, postalCode: row.postal_code }) : [],
    filled: target.filled_steps.includes(Step.General),
  };
}
