/**
 * Job and profile enumerations (spec section 3). Numeric values the spec does not give are ours;
 * they are stored in the database, so never renumber — only append.
 */

/** An option of a list or of a tree (specializations, trainings, industries, categories, locations). */
export interface NamedRef {
  id: number;
  name: string;
}

/** A node of a reference tree: job categories (with sub-categories) and metropolitan locations (state → metro areas). */
export interface TreeNode extends NamedRef {
  children: TreeNode[];
}

/** A US state (or DC) of the reference list. */
export interface UsState extends NamedRef {
  /** Two-letter USPS code, e.g. 'TX'. */
  code: string;
}

/** Label of an enumeration value, 'Unknown' for anything the map does not know. */
export function enumLabel<T extends number>(labels: Record<T, string>, value: number | null | undefined): string {
  return value !== null && value !== undefined && Object.prototype.hasOwnProperty.call(labels, value)
    ? labels[value as T]
    : 'Unknown';
}

/** Spec section 3, Sex: Unknown -1 (shown as Any), Male 0, Female 1. Also the job's sex requirement. */
export const Sex = { Unknown: -1, Male: 0, Female: 1 } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
export const SEX_LABEL: Record<Sex, string> = { [Sex.Unknown]: 'Any', [Sex.Male]: 'Male', [Sex.Female]: 'Female' };
export const SEXES: readonly Sex[] = [Sex.Unknown, Sex.Male, Sex.Female];

/** Spec section 3, Rate type (salaryType of jobs and of notification settings). */
export const RateType = { Hourly: 0, Daily: 1 } as const;
export type RateType = (typeof RateType)[keyof typeof RateType];
export const RATE_TYPE_LABEL: Record<RateType, string> = { [RateType.Hourly]: 'Rate per hour', [RateType.Daily]: 'Rate per day' };
export const RATE_TYPES: readonly RateType[] = [RateType.Hourly, RateType.Daily];
/**
 * Hours a day's rate pays for when pay is compared across rate types (job alerts: 'at least $25 an hour'
 * is met by $400 a day, which is $50 an hour). Not shown by the spec: a usual 8-hour shift.
 */
export const HOURS_PER_PAID_DAY = 8;
/** Short unit for amounts: '$25.00/hr'. */
export const RATE_TYPE_UNIT: Record<RateType, string> = { [RateType.Hourly]: 'hr', [RateType.Daily]: 'day' };

/** Spec section 3, Shift. Other is shown as 'Varied' and carries variedShifts. */
export const Shift = { AM: 0, PM: 1, Graveyard: 2, Other: 3 } as const;
export type Shift = (typeof Shift)[keyof typeof Shift];
export const SHIFT_LABEL: Record<Shift, string> = {
  [Shift.AM]: 'AM (0700-1500)',
  [Shift.PM]: 'PM (1500-2300)',
  [Shift.Graveyard]: 'Graveyard (2300-0700)',
  [Shift.Other]: 'Varied',
};
export const SHIFTS: readonly Shift[] = [Shift.AM, Shift.PM, Shift.Graveyard, Shift.Other];

/** Spec section 3, Dress (the job's uniformType). Other carries uniformOther. */
export const Dress = { PlainClothes: 0, Uniform: 1, BusinessCasual: 2, BlackSuit: 3, Tactical: 4, Other: 5 } as const;
export type Dress = (typeof Dress)[keyof typeof Dress];
export const DRESS_LABEL: Record<Dress, string> = {
  [Dress.PlainClothes]: 'Plain clothes',
  [Dress.Uniform]: 'Uniform',
  [Dress.BusinessCasual]: 'Business casual',
  [Dress.BlackSuit]: 'Black suit',
  [Dress.Tactical]: 'Tactical',
  [Dress.Other]: 'Other',
};
export const DRESSES: readonly Dress[] = [Dress.PlainClothes, Dress.Uniform, Dress.BusinessCasual, Dress.BlackSuit, Dress.Tactical, Dress.Other];

/** Spec section 3, Armed status (the job's armedType). */
export const ArmedStatus = { Unarmed: 0, ArmedExposed: 1, ArmedCCW: 2 } as const;
export type ArmedStatus = (typeof ArmedStatus)[keyof typeof ArmedStatus];
export const ARMED_STATUS_LABEL: Record<ArmedStatus, string> = {
  [ArmedStatus.Unarmed]: 'Unarmed',
  [ArmedStatus.ArmedExposed]: 'Armed exposed',
  [ArmedStatus.ArmedCCW]: 'Armed CCW',
};
export const ARMED_STATUSES: readonly ArmedStatus[] = [ArmedStatus.Unarmed, ArmedStatus.ArmedExposed, ArmedStatus.ArmedCCW];

/** Spec section 3, Expense type (the job's travelTypes; Mileage goes with mileageRate). */
export const ExpenseType = { Travel: 0, CarRental: 1, Hotel: 2, PerDiem: 3, Mileage: 4 } as const;
export type ExpenseType = (typeof ExpenseType)[keyof typeof ExpenseType];
export const EXPENSE_TYPE_LABEL: Record<ExpenseType, string> = {
  [ExpenseType.Travel]: 'Travel (air/land)',
  [ExpenseType.CarRental]: 'Car rental',
  [ExpenseType.Hotel]: 'Hotel',
  [ExpenseType.PerDiem]: 'Per diem',
  [ExpenseType.Mileage]: 'Mileage',
};
export const EXPENSE_TYPES: readonly ExpenseType[] = [ExpenseType.Travel, ExpenseType.CarRental, ExpenseType.Hotel, ExpenseType.PerDiem, ExpenseType.Mileage];

/** Spec section 3, Job period type. OneDay uses from; Range uses from and to; FullTime starts on from. */
export const JobPeriodType = { OneDay: 0, Range: 1, FullTime: 2 } as const;
export type JobPeriodType = (typeof JobPeriodType)[keyof typeof JobPeriodType];
export const JOB_PERIOD_TYPE_LABEL: Record<JobPeriodType, string> = {
  [JobPeriodType.OneDay]: 'One day',
  [JobPeriodType.Range]: 'Range',
  [JobPeriodType.FullTime]: 'Full time',
};
export const JOB_PERIOD_TYPES: readonly JobPeriodType[] = [JobPeriodType.OneDay, JobPeriodType.Range, JobPeriodType.FullTime];

/** Spec section 3, Payment method (the job's payrollType). */
export const PaymentMethod = { Check: 0, Cash: 1, DirectDeposit: 2 } as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  [PaymentMethod.Check]: 'By check',
  [PaymentMethod.Cash]: 'Cash',
  [PaymentMethod.DirectDeposit]: 'Direct deposit',
};
export const PAYMENT_METHODS: readonly PaymentMethod[] = [PaymentMethod.Check, PaymentMethod.Cash, PaymentMethod.DirectDeposit];

/** Spec section 3, Employment type. */
export const EmploymentType = { Contractor1099: 0, W2: 1 } as const;
export type EmploymentType = (typeof EmploymentType)[keyof typeof EmploymentType];
export const EMPLOYMENT_TYPE_LABEL: Record<EmploymentType, string> = { [EmploymentType.Contractor1099]: '1099', [EmploymentType.W2]: 'W2' };
export const EMPLOYMENT_TYPES: readonly EmploymentType[] = [EmploymentType.Contractor1099, EmploymentType.W2];

/** Spec section 3, Qualified-as types (the employer's and the job's employerType). */
export const QualifiedAs = { PPO: 0, PrivateInvestigator: 1, PrivateInvestigatorTrainee: 2, AlarmCompany: 3, SurveillanceAgent: 4 } as const;
export type QualifiedAs = (typeof QualifiedAs)[keyof typeof QualifiedAs];
export const QUALIFIED_AS_LABEL: Record<QualifiedAs, string> = {
  [QualifiedAs.PPO]: 'PPO',
  [QualifiedAs.PrivateInvestigator]: 'Private investigator',
  [QualifiedAs.PrivateInvestigatorTrainee]: 'Private investigator trainee',
  [QualifiedAs.AlarmCompany]: 'Alarm company',
  [QualifiedAs.SurveillanceAgent]: 'Surveillance agent',
};
export const QUALIFIED_AS_TYPES: readonly QualifiedAs[] = [
  QualifiedAs.PPO,
  QualifiedAs.PrivateInvestigator,
  QualifiedAs.PrivateInvestigatorTrainee,
  QualifiedAs.AlarmCompany,
  QualifiedAs.SurveillanceAgent,
];

/** The job's equipment flag (spec: No / Yes / Other). Anything but No needs equipmentDescription. */
export const Equipment = { No: 0, Yes: 1, Other: 2 } as const;
export type Equipment = (typeof Equipment)[keyof typeof Equipment];
export const EQUIPMENT_LABEL: Record<Equipment, string> = { [Equipment.No]: 'No', [Equipment.Yes]: 'Yes', [Equipment.Other]: 'Other' };
export const EQUIPMENTS: readonly Equipment[] = [Equipment.No, Equipment.Yes, Equipment.Other];

/** Days of the week of a job, JavaScript numbering (Date.getDay()): Sunday 0 … Saturday 6. */
export const WeekDay = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 } as const;
export type WeekDay = (typeof WeekDay)[keyof typeof WeekDay];
export const WEEK_DAY_LABEL: Record<WeekDay, string> = {
  [WeekDay.Sunday]: 'Sunday',
  [WeekDay.Monday]: 'Monday',
  [WeekDay.Tuesday]: 'Tuesday',
  [WeekDay.Wednesday]: 'Wednesday',
  [WeekDay.Thursday]: 'Thursday',
  [WeekDay.Friday]: 'Friday',
  [WeekDay.Saturday]: 'Saturday',
};
export const WEEK_DAY_SHORT: Record<WeekDay, string> = {
  [WeekDay.Sunday]: 'Sun',
  [WeekDay.Monday]: 'Mon',
  [WeekDay.Tuesday]: 'Tue',
  [WeekDay.Wednesday]: 'Wed',
  [WeekDay.Thursday]: 'Thu',
  [WeekDay.Friday]: 'Fri',
  [WeekDay.Saturday]: 'Sat',
};
/** Monday first, as a US work-week picker shows them. */
export const WEEK_DAYS: readonly WeekDay[] = [1, 2, 3, 4, 5, 6, 0];

/**
 * Spec section 3, Applicant state (values are ours). The status call answers APPLICANT_NONE (-1)
 * when the employee has no application.
 */
export const ApplicantState = { New: 0, Accepted: 1, Rejected: 2 } as const;
export type ApplicantState = (typeof ApplicantState)[keyof typeof ApplicantState];
export const APPLICANT_NONE = -1;
export type ApplicantStatus = ApplicantState | typeof APPLICANT_NONE;
export const APPLICANT_STATE_LABEL: Record<ApplicantState, string> = {
  [ApplicantState.New]: 'Applied',
  [ApplicantState.Accepted]: 'Hired',
  [ApplicantState.Rejected]: 'Rejected',
};
/** An applicant turned down, or passed over when the places were filled or the job closed (issues 17 and 36), in the SMS's words. */
export const NOT_SELECTED_LABEL = 'Not selected';

/** Spec section 3, Cancel-hire reasons; the default is the first. */
export const CANCEL_HIRE_REASONS = [
  'Cancelled by Client',
  'Job Not Approved by client',
  'Client Payment Issue',
  'Contract Issue',
  'Manpower issues',
  'Venue Issues',
] as const;

/**
 * Permit document types (spec section 3). An unknown value shows 'Unknown' (permitDocumentLabel).
 */
export const PermitDocumentType = {
  GuardCard: 0,
  DriverLicense: 1,
  PepperSpray: 2,
  ESW: 3,
  ExposedFirearm: 4,
  Baton: 5,
  PoliceCredentials: 6,
  ConcealedWeapons: 7,
  PrivateInvestigator: 8,
  ProcessServer: 9,
  SpecializedTraining: 10,
} as const;
export type PermitDocumentType = (typeof PermitDocumentType)[keyof typeof PermitDocumentType];
export const PERMIT_DOCUMENT_LABEL: Record<PermitDocumentType, string> = {
  [PermitDocumentType.GuardCard]: 'Guard card',
  [PermitDocumentType.DriverLicense]: 'Driver license',
  [PermitDocumentType.PepperSpray]: 'Pepper spray certificate',
  [PermitDocumentType.ESW]: 'Electronic & stun weapons certificate (ESW)',
  [PermitDocumentType.ExposedFirearm]: 'Exposed firearm permit',
  [PermitDocumentType.Baton]: 'Baton certificate',
  [PermitDocumentType.PoliceCredentials]: 'Police agency credentials',
  [PermitDocumentType.ConcealedWeapons]: 'Concealed weapons permit',
  [PermitDocumentType.PrivateInvestigator]: 'Private investigator license',
  [PermitDocumentType.ProcessServer]: 'Process server license',
  [PermitDocumentType.SpecializedTraining]: 'Specialized training',
};
/** Display order of the permits step; the server always returns one document per type in this order. */
export const PERMIT_DOCUMENT_TYPES: readonly PermitDocumentType[] = [
  PermitDocumentType.GuardCard,
  PermitDocumentType.DriverLicense,
  PermitDocumentType.PoliceCredentials,
  PermitDocumentType.ExposedFirearm,
  PermitDocumentType.ConcealedWeapons,
  PermitDocumentType.Baton,
  PermitDocumentType.PepperSpray,
  PermitDocumentType.ESW,
  PermitDocumentType.PrivateInvestigator,
  PermitDocumentType.ProcessServer,
  PermitDocumentType.SpecializedTraining,
];

export function permitDocumentLabel(type: number | null | undefined): string {
  return enumLabel(PERMIT_DOCUMENT_LABEL, type);
}
