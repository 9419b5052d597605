import { ArmedStatus, PERMIT_DOCUMENT_TYPES, PermitDocumentType, permitDocumentLabel } from '../jobs/enums';
import { formatDay } from '../jobs/format';
import { addCalendarDays, FULL_TIME_DAYS_AHEAD, jobWorkDays, type WorkSchedule } from '../jobs/work-days';
import type { PermitDocument } from '../employee/permits';

/** An officer's permit as the rule reads it (a PermitDocument, or a stored row): held when `exists`. */
export type OfficerPermit = Pick<PermitDocument, 'exists' | 'expired'> & { type: number };

/** The permit an armed status implies (issue 21): armed exposed needs an exposed firearm permit, armed CCW a concealed weapons permit. */
export const ARMED_STATUS_PERMIT: Record<ArmedStatus, PermitDocumentType | null> = {
  [ArmedStatus.Unarmed]: null,
  [ArmedStatus.ArmedExposed]: PermitDocumentType.ExposedFirearm,
  [ArmedStatus.ArmedCCW]: PermitDocumentType.ConcealedWeapons,
};

/** The permit the job's armed status implies, or null. */
export function armedPermit(armedType: number): PermitDocumentType | null {
  return ARMED_STATUS_PERMIT[armedType as ArmedStatus] ?? null;
}

/** What of a job decides its required permits. */
export interface PermitRequirements {
  armedType: number;
  markedPermits: readonly number[];
}

/** A job's required permits: the one its armed status implies and those the employer marked, each once, in the permits step's order. */
export function jobRequiredPermits(job: PermitRequirements): PermitDocumentType[] {
  const armed = armedPermit(job.armedType);
  return PERMIT_DOCUMENT_TYPES.filter((type) => type === armed || job.markedPermits.includes(type));
}

/** A required permit an officer lacks for a job. */
export interface PermitShortfall {
  type: PermitDocumentType;
  /** missing: not held; expired: held, expired before today; expiring: held, expires before the last shift day. */
  kind: 'missing' | 'expired' | 'expiring';
  /** The held permit's expiry date 'yyyy-MM-dd'; null when missing. */
  expires: string | null;
  /** The day it must still be valid on: the job's last shift day from today on (lastShiftDay). */
  neededThrough: string;
}

/**
 * The last day from `today` on that a job has a shift, in the job's zone: a one-day job its day, a range its
 * last chosen weekday, a full-time job (which has no end) the last of its weekdays among the days a hire
 * plans shifts for at once (today and FULL_TIME_DAYS_AHEAD - 1 days after). Today when none is left.
 */
export function lastShiftDay(job: WorkSchedule, today: string): string {
  const days = jobWorkDays(job, today, addCalendarDays(today, FULL_TIME_DAYS_AHEAD - 1));
  return days[days.length - 1] ?? today;
}

/**
 * The job's required permits that an officer's documents do not cover (issue 21): a permit is missing, or
 * expires before the last shift day (a permit is valid through its expiry date, so one expiring on the last
 * shift day covers it). A permit without an expiry date never expires. `today` is in the job's zone on the
 * server, the user's in the browser.
 */
export function permitShortfalls(
  documents: readonly OfficerPermit[] | null | undefined,
  job: PermitRequirements & WorkSchedule,
  today: string,
): PermitShortfall[] {
  const required = jobRequiredPermits(job);
  if (required.length === 0) return [];
  const neededThrough = lastShiftDay(job, today);
  return required.flatMap((type): PermitShortfall[] => {
    const held = documents?.find((doc) => doc.type === type && doc.exists);
    if (!held) return [{ type, kind: 'missing', expires: null, neededThrough }];
    const expires = held.expired ? held.expired.slice(0, 10) : null;
    if (expires === null || expires >= neededThrough) return [];
    return [{ type, kind: expires < today ? 'expired' : 'expiring', expires, neededThrough }];
  });
}

/** What the employer's applicant view says of a shortfall: 'Missing: Exposed firearm permit'. */
export function permitShortfallText(shortfall: PermitShortfall): string {
  const name = permitDocumentLabel(shortfall.type);
  if (shortfall.kind === 'missing' || shortfall.expires === null) return `Missing: ${name}`;
  if (shortfall.kind === 'expired') return `${name} expired ${formatDay(shortfall.expires)}`;
  return `${name} expires ${formatDay(shortfall.expires)}, before the last shift`;
}

/** A permit type as a sentence names it: 'an exposed firearm permit'. */
export const PERMIT_IN_SENTENCE: Record<PermitDocumentType, string> = {
  [PermitDocumentType.GuardCard]: 'a guard card',
  [PermitDocumentType.DriverLicense]: 'a driver license',
  [PermitDocumentType.PepperSpray]: 'a pepper spray certificate',
  [PermitDocumentType.ESW]: 'an electronic & stun weapons certificate (ESW)',
  [PermitDocumentType.ExposedFirearm]: 'an exposed firearm permit',
  [PermitDocumentType.Baton]: 'a baton certificate',
  [PermitDocumentType.PoliceCredentials]: 'police agency credentials',
  [PermitDocumentType.ConcealedWeapons]: 'a concealed weapons permit',
  [PermitDocumentType.PrivateInvestigator]: 'a private investigator license',
  [PermitDocumentType.ProcessServer]: 'a process server license',
  [PermitDocumentType.SpecializedTraining]: 'specialized training',
};

/** 'a', 'a and b', 'a, b and c'. */
function joinWithAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The officer's job page before they apply (issue 21): 'You need an exposed firearm permit to be hired for
 * this job'; a held permit that runs out first is needed 'valid through' the last shift day.
 */
export function permitsNeededText(shortfalls: readonly PermitShortfall[]): string {
  const items = shortfalls.map((shortfall) => {
    const name = PERMIT_IN_SENTENCE[shortfall.type] ?? permitDocumentLabel(shortfall.type);
    return shortfall.kind === 'missing' ? name : `${name} valid through ${formatDay(shortfall.neededThrough)}`;
  });
  return `You need ${joinWithAnd(items)} to be hired for this job`;
}

/** 'Exposed firearm permit, Driver license' (the job pages' row). */
export function requiredPermitsText(job: PermitRequirements): string {
  return jobRequiredPermits(job).map(permitDocumentLabel).join(', ');
}

/** Texts of the required permits, exactly as shown (the journeys find them by these). */
export const requiredPermitTexts = {
  /** The job editor's field and the job pages' row. */
  fieldLabel: 'Required permits',
  rowLabel: 'Permits required',
  /** Beside the permit the armed status implies, ticked and disabled in the editor. */
  armedHint: 'Required for armed jobs',
  /** The officer's link to the permits step, back to the job page after saving. */
  addLink: 'Add it in Permits & Credentials',
  /** Under the applicant view's shortfalls: what happens next (the officer's job page says what is missing). */
  hireOpens: 'The officer sees this on the job’s page. Hire opens once their permits cover the job.',
  /** The hire refused (409), each shortfall a line of its errors. */
  hireRefused: 'Not hired',
  /** The errors field of that refusal. */
  refusalField: 'permits',
  duplicate: 'Each permit may be marked once',
} as const;
