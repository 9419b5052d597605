import { getIn, setIn, type FormikErrors } from 'formik';
import { ValidationError, type AnySchema } from 'yup';
import {
  jobDetailsSchema,
  jobGeneralSchema,
  jobPaymentSchema,
  JobPeriodType,
  Shift,
  validationErrorsToMap,
  afterHireErrors,
  type HiredTerms,
  type JobEditorModel,
  type JobValidationContext,
} from '@dutylink/contracts';

/** The three editor steps, in URL-hash order (#0, #1, #2). */
export const JOB_EDITOR_STEPS = [
  { key: 'general', label: 'General information', schema: jobGeneralSchema },
  { key: 'details', label: 'Job details', schema: jobDetailsSchema },
  { key: 'payment', label: 'Payment and compensation', schema: jobPaymentSchema },
] as const;

export type JobEditorStepIndex = 0 | 1 | 2;
export type JobEditorErrors = FormikErrors<JobEditorModel>;

/** '#1' → 1; a missing or unknown hash is the first step. */
export function stepFromHash(hash: string): JobEditorStepIndex {
  const value = hash.replace(/^#/, '');
  return value === '1' ? 1 : value === '2' ? 2 : 0;
}

function depth(path: string): number {
  return path.split(/[.[]/).length;
}

/**
 * Validates one part of the model with its contract schema ({abortEarly: false, context.now}) and
 * returns Formik's nested errors under that part ('general.title', 'details.address.city', ...).
 * Deeper paths win over a list's own message (as in the employee wizard).
 */
export async function validatePart(
  step: JobEditorStepIndex,
  values: JobEditorModel,
  allowedFrom: string | null,
  hiredTerms: HiredTerms | null = null,
): Promise<JobEditorErrors> {
  const { key, schema } = JOB_EDITOR_STEPS[step];
  const context: JobValidationContext = { now: new Date(), allowedFrom };
  try {
    await (schema as AnySchema).validate(values[key], { abortEarly: false, context });
    // Issue 17: what the hired officers were hired on holds (the server refuses it too).
    const afterHire = key === 'payment' && hiredTerms ? afterHireErrors(values.payment, hiredTerms) : {};
    return Object.keys(afterHire).length > 0 ? { payment: afterHire } : {};
  } catch (error) {
    // By name, never instanceof: the schema comes from a shared package's copy of yup.
    if (!ValidationError.isError(error)) throw error;
    const map = validationErrorsToMap(error);
    const paths = Object.keys(map).sort((a, b) => depth(b) - depth(a));
    let errors: JobEditorErrors = {};
    for (const path of paths) {
      const full = path ? `${key}.${path}` : key;
      if (getIn(errors, full) === undefined) errors = setIn(errors, full, map[path][0]);
    }
    return errors;
  }
}

/** All three parts; the first step with errors (or undefined when the model is valid). */
export async function validateAll(
  values: JobEditorModel,
  allowedFrom: string | null,
  hiredTerms: HiredTerms | null = null,
): Promise<{ errors: JobEditorErrors; firstInvalid: JobEditorStepIndex | undefined }> {
  const parts = await Promise.all(([0, 1, 2] as const).map((step) => validatePart(step, values, allowedFrom, hiredTerms)));
  const errors: JobEditorErrors = Object.assign({}, ...parts) as JobEditorErrors;
  const firstInvalid = ([0, 1, 2] as const).find((step) => Object.keys(parts[step]).length > 0);
  return { errors, firstInvalid };
}

/**
 * The body of POST employers/jobs: each part cast by its schema (trims, '' → null for optional numbers),
 * `to` only for Range and varied shifts only for Varied (the contract's Job shape).
 */
export function toPayload(values: JobEditorModel, allowedFrom: string | null): JobEditorModel {
  const context: JobValidationContext = { now: new Date(), allowedFrom };
  const general = jobGeneralSchema.cast(values.general, { context }) as JobEditorModel['general'];
  const details = jobDetailsSchema.cast(values.details, { context }) as JobEditorModel['details'];
  const payment = jobPaymentSchema.cast(values.payment, { context }) as JobEditorModel['payment'];
  return {
    id: values.id,
    general: {
      ...general,
      to: general.periodType === JobPeriodType.Range ? general.to : null,
      timeRange: general.shift === Shift.Other ? general.timeRange : [],
    },
    details,
    payment,
  };
}

/** A refusal's errors map ('general.from': [messages]) as the form's errors: the first message of each field. */
export function refusedFields(fields: Record<string, string[]>): JobEditorErrors {
  const steps: readonly string[] = JOB_EDITOR_STEPS.map((each) => each.key);
  let errors: JobEditorErrors = {};
  for (const [path, messages] of Object.entries(fields)) {
    if (steps.includes(path.split('.')[0]) && messages[0]) errors = setIn(errors, path, messages[0]);
  }
  return errors;
}
