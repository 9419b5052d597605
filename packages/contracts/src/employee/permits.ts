import { yup } from '../yup';
import { PermitDocumentType, PERMIT_DOCUMENT_TYPES, type NamedRef } from '../jobs/enums';
import { idListSchema } from '../schemas';
import type { PermitFile } from './permit-files';
import { employeeMessages as m, maxMessage, optionalDaySchema, todayOf, toDay, type EmployeeValidationContext } from './validation';

export const PERMIT_NUMBER_MAX_LENGTH = 128;
export const POLICE_INFO_MAX_LENGTH = 128;
/** Permits validation delay after submit (spec section 9). */
export const PERMITS_VALIDATION_DELAY_MS = 100;

/** Police agency credentials details (document type PoliceCredentials only). */
export interface PoliceCredentialsInfo {
  rank: string;
  agency: string;
  retired: boolean;
  active: boolean;
  ccwRights: boolean;
  leosa: boolean;
}

/**
 * One permit or credential (spec section 3). Dates are 'yyyy-MM-dd' or null. `required` is set by the
 * server (the type is in requiredDocs). info only for PoliceCredentials, specializedTrainingIDs only for
 * SpecializedTraining; the other types send null / [].
 */
export interface PermitDocument {
  type: PermitDocumentType;
  exists: boolean;
  required: boolean;
  number: string;
  issued: string | null;
  expired: string | null;
  info: PoliceCredentialsInfo | null;
  specializedTrainingIDs: number[];
  /** The uploaded photo or PDF of a held document (issue 21); never sent back by a save. */
  file: PermitFile | null;
}

/** The editable permits step (POST employees/profile/permits body). */
export interface EmployeePermits {
  /** One per type, order of PERMIT_DOCUMENT_TYPES. */
  documents: PermitDocument[];
  /**
   * Types the employee must hold, derived by the server from the chosen specializations (e.g. Armed
   * Security Officer → guard card and exposed firearm permit). The server ignores what is sent and
   * uses its own list.
   */
  requiredDocs: PermitDocumentType[];
  agree: boolean;
  /** Holds a government security clearance. */
  securityClearance: boolean;
  /** Has served (or serves) in the US military. */
  military: boolean;
}

/** GET employees/profile/permits: the item fields plus the specialized training options. */
export interface EmployeePermitsResponse extends EmployeePermits {
  specializedTraining: NamedRef[];
}

/** Rules per document type (spec section 5, Permits step). */
export interface PermitRule {
  numberRequired: boolean;
  /** The issue date must not be after today. */
  issuedPast: boolean;
  expiryRequired: boolean;
}

export const PERMIT_RULES: Record<PermitDocumentType, PermitRule> = {
  [PermitDocumentType.GuardCard]: { numberRequired: true, issuedPast: false, expiryRequired: true },
  [PermitDocumentType.DriverLicense]: { numberRequired: true, issuedPast: false, expiryRequired: true },
  [PermitDocumentType.PepperSpray]: { numberRequired: false, issuedPast: true, expiryRequired: false },
  [PermitDocumentType.ESW]: { numberRequired: false, issuedPast: true, expiryRequired: false },
  [PermitDocumentType.ExposedFirearm]: { numberRequired: true, issuedPast: true, expiryRequired: true },
  [PermitDocumentType.Baton]: { numberRequired: true, issuedPast: true, expiryRequired: true },
  [PermitDocumentType.PoliceCredentials]: { numberRequired: false, issuedPast: false, expiryRequired: false },
  [PermitDocumentType.ConcealedWeapons]: { numberRequired: true, issuedPast: true, expiryRequired: true },
  [PermitDocumentType.PrivateInvestigator]: { numberRequired: true, issuedPast: true, expiryRequired: true },
  [PermitDocumentType.ProcessServer]: { numberRequired: true, issuedPast: false, expiryRequired: true },
  [PermitDocumentType.SpecializedTraining]: { numberRequired: false, issuedPast: false, expiryRequired: false },
};

export const EMPTY_POLICE_INFO: PoliceCredentialsInfo = { rank: '', agency: '', retired: false, active: false, ccwRights: false, leosa: false };

export function emptyPermitDocument(type: PermitDocumentType, required = false): PermitDocument {
  return {
    type,
    exists: false,
    required,
    number: '',
    issued: null,
    expired: null,
    info: type === PermitDocumentType.PoliceCredentials ? { ...EMPTY_POLICE_INFO } : null,
    specializedTrainingIDs: [],
    file: null,
  };
}

/** All document types, none ticked. */
export function emptyPermitDocuments(requiredDocs: readonly number[] = []): PermitDocument[] {
  return PERMIT_DOCUMENT_TYPES.map((t) => emptyPermitDocument(t, requiredDocs.includes(t)));
}

type DocCtx = { parent: { type?: number; exists?: boolean }; options: { context?: EmployeeValidationContext } };

function ruleOf(ctx: DocCtx): PermitRule | undefined {
  return PERMIT_RULES[ctx.parent.type as PermitDocumentType];
}

const policeInfoSchema = yup
  .object({
    rank: yup.string().trim().default('').max(POLICE_INFO_MAX_LENGTH, maxMessage(POLICE_INFO_MAX_LENGTH)),
    agency: yup.string().trim().default('').max(POLICE_INFO_MAX_LENGTH, maxMessage(POLICE_INFO_MAX_LENGTH)),
    retired: yup.boolean().default(false),
    active: yup.boolean().default(false),
    ccwRights: yup.boolean().default(false),
    leosa: yup.boolean().default(false),
  })
  .nullable()
  .default(null);

/** One document: validated only when `exists` is ticked (then per PERMIT_RULES); a required type must be ticked. */
export const permitDocumentSchema = yup.object({
  type: yup
    .number()
    .required()
    .oneOf([...PERMIT_DOCUMENT_TYPES], 'Unknown document type'),
  exists: yup
    .boolean()
    .default(false)
    .test('required-doc', m.documentRequired, function requiredDoc(exists) {
      const root = (this.from?.[1]?.value ?? {}) as { requiredDocs?: number[] };
      const required = (root.requiredDocs ?? []).includes(this.parent.type) || this.parent.required === true;
      return !required || exists === true;
    }),
  required: yup.boolean().default(false),
  number: yup
    .string()
    .trim()
    .default('')
    .test('number-max', maxMessage(PERMIT_NUMBER_MAX_LENGTH), function numberMax(v) {
      return !this.parent.exists || (v ?? '').length <= PERMIT_NUMBER_MAX_LENGTH;
    })
    .test('number-required', m.required, function numberRequired(v) {
      return !this.parent.exists || !ruleOf(this as unknown as DocCtx)?.numberRequired || !!v;
    }),
  issued: optionalDaySchema().test('issued-past', m.datePast, function issuedPast(v) {
    const ctx = this as unknown as DocCtx;
    if (!this.parent.exists || !ruleOf(ctx)?.issuedPast) return true;
    const day = toDay(v);
    return !day || day <= todayOf(ctx.options.context);
  }),
  expired: optionalDaySchema()
    .test('expiry-required', m.required, function expiryRequired(v) {
      return !this.parent.exists || !ruleOf(this as unknown as DocCtx)?.expiryRequired || !!v;
    })
    .test('expiry-future', m.dateFuture, function expiryFuture(v) {
      const ctx = this as unknown as DocCtx;
      if (!this.parent.exists) return true;
      const day = toDay(v);
      return !day || day > todayOf(ctx.options.context);
    }),
  info: policeInfoSchema.test('agency-required', m.required, function agency(info) {
    if (!this.parent.exists || this.parent.type !== PermitDocumentType.PoliceCredentials) return true;
    return !!info?.agency?.trim() || this.createError({ path: `${this.path}.agency`, message: m.required });
  }),
  specializedTrainingIDs: idListSchema().test('training-required', m.atLeastOneSelected, function trainings(ids) {
      if (!this.parent.exists || this.parent.type !== PermitDocumentType.SpecializedTraining) return true;
      return (ids ?? []).length > 0;
    }),
});

/**
 * Spec section 5, Permits step. Pass `{ context: { now } }` to fix "today". Each type may appear once.
 */
export const employeePermitsSchema = yup.object({
  documents: yup
    .array(permitDocumentSchema)
    .default([])
    .test('unique-types', 'Each document type may appear once', (docs) => {
      const types = (docs ?? []).map((d) => d?.type);
      return new Set(types).size === types.length;
    }),
  requiredDocs: yup.array(yup.number().required().oneOf([...PERMIT_DOCUMENT_TYPES])).default([]),
  agree: yup.boolean().default(false).oneOf([true], m.agree),
  securityClearance: yup.boolean().default(false),
  military: yup.boolean().default(false),
});
