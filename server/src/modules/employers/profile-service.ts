import {
  EMPTY_EMPLOYER_GENERAL,
  employerGeneralSchema,
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

async function profileRow(db: Db, userId: number) {
  return db.selectFrom('employer_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** GET employers/profile/general: the saved item (or an empty one), and the read-only e-mail and phone. */
export async function loadEmployerGeneral(db: Db, user: User): Promise<EmployerGeneralResponse> {
  const row = await profileRow(db, user.id);
  const item: EmployerGeneral = row
    ? {
        id: user.id,
        firstName: row.first_name,
        lastName: row.last_name,
        company: row.company,
        licenseNumber: row.license_number,
        workPhone: row.work_phone ?? '',
        employerType: row.employer_type as QualifiedAs | null,
      }
    : { ...EMPTY_EMPLOYER_GENERAL };
  return { item, email: user.email ?? user.pending_email ?? '', phone: user.phone ?? '' };
}

/** POST employers/profile/general: stores the item (valid by employerGeneralSchema, the route's body), names the user 'First Last' and marks Step.General filled. */
export async function saveEmployerGeneral(db: Db, user: User, item: InferType<typeof employerGeneralSchema>, now: Date): Promise<void> {
  const values = {
    first_name: item.firstName,
    last_name: item.lastName,
    company: item.company,
    license_number: item.licenseNumber,
    work_phone: item.workPhone ? (toE164(item.workPhone) ?? item.workPhone) : null,
    employer_type: item.employerType ?? null,
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
    filled: target.filled_steps.includes(Step.General),
  };
}
