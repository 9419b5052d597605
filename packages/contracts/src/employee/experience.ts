import { yup } from '../yup';
import type { NamedRef } from '../jobs/enums';
import { idListSchema, MAX_LIST_ITEMS, rowIdSchema } from '../schemas';
import { employeeMessages as m, maxMessage } from './validation';

export const INDUSTRY_YEARS_MIN = 1;
export const INDUSTRY_YEARS_MAX = 50;
export const OTHER_TRAINING_MAX_LENGTH = 128;

/** One industry row of the experience step; the server answers one row per industry. */
export interface IndustryExperience {
  id: number;
  name: string;
  checked: boolean;
  /** 1..50 when checked; null (or anything) otherwise. Stored only for checked rows. */
  years: number | null;
}

/** Spec section 3, Employee experience (editable item). */
export interface EmployeeExperience {
  industryExperiences: IndustryExperience[];
  /** Training ids. */
  trainings: number[];
  /** Other training (free text, max 128): required only when no training of the list is ticked. */
  otherTraining: string;
}

/** GET employees/profile/experience. */
export interface EmployeeExperienceResponse {
  item: EmployeeExperience;
  industries: NamedRef[];
  trainings: NamedRef[];
}

function yearsOk(years: unknown): boolean {
  return typeof years === 'number' && Number.isInteger(years) && years >= INDUSTRY_YEARS_MIN && years <= INDUSTRY_YEARS_MAX;
}

/** Spec section 5, Experience step. */
export const employeeExperienceSchema = yup.object({
  industryExperiences: yup
    .array(
      yup.object({
        id: rowIdSchema(),
        name: yup.string().default(''),
        checked: yup.boolean().default(false),
        years: yup
          .number()
          .nullable()
          .default(null)
          .transform((v: unknown, original: unknown) => (original === '' ? null : v))
          .typeError(m.industryYears),
      }),
    )
    .default([])
    .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} items`)
    .test('industry-years', m.industryYears, (rows) => {
      const checked = (rows ?? []).filter((r) => r?.checked);
      return checked.length > 0 && checked.every((r) => yearsOk(r.years));
    }),
  trainings: idListSchema(),
  // Spec section 5 'Other training is required': some training is, a ticked one or this one (profile steps).
  otherTraining: yup
    .string()
    .trim()
    .default('')
    .max(OTHER_TRAINING_MAX_LENGTH, maxMessage(OTHER_TRAINING_MAX_LENGTH))
    .when('trainings', { is: (ids: number[] | undefined) => !ids?.length, then: (schema) => schema.required(m.otherTrainingRequired) }),
});
