import type { RateType } from '../jobs/enums';
import type { CallOff } from './call-offs';
import type { ShiftConfirmation } from './confirmations';
import type { CompanyCoverage } from './coverage';
import type { LostReason, ShiftOffer } from './offers';

/**
 * Where a hired officer stands on a shift (issue 20), as the employer's Today board shows it: before the
 * start Not yet checked in, then Late, and No-show once NO_SHOW_MINUTES have passed without a check-in.
 */
export const ShiftStatus = {
  NotCheckedIn: 'notCheckedIn',
  Late: 'late',
  NoShow: 'noShow',
  CheckedIn: 'checkedIn',
  CheckedOut: 'checkedOut',
} as const;
export type ShiftStatus = (typeof ShiftStatus)[keyof typeof ShiftStatus];
export const SHIFT_STATUS_LABEL: Record<ShiftStatus, string> = {
  notCheckedIn: 'Not yet checked in',
  late: 'Late',
  noShow: 'No-show',
  checkedIn: 'Checked in',
  checkedOut: 'Checked out',
};

/** Check-in opens this many minutes before the start. */
export const CHECK_IN_OPENS_MINUTES = 30;
/** An officer not checked in this many minutes after the start is a no-show, and the employer gets an SMS. */
export const NO_SHOW_MINUTES = 15;
/** Check-out stays open this long after the end, for an officer who leaves a little late. */
export const CHECK_OUT_GRACE_MINUTES = 120;
/** A check-out can be undone this long after it (a tap by mistake), until the hours are approved. */
export const CHECK_OUT_UNDO_MINUTES = 5;

/** A shift's times: instants (ISO), and the job's IANA zone they are shown in. */
export interface ShiftTimes {
  id: number;
  jobId: number;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

/** One of the officer's upcoming or running shifts (GET shifts). */
export interface OfficerShift extends ShiftTimes {
  company: string;
  /** The place's name, as the job's Location shows it above the address; '' when the job has none. */
  locationName: string;
  /** One line, as the job shows it; '' when the job has none. */
  address: string;
  /** Where to report ("Check in with the supervisor at Gate 3"): the job's Location details; '' when none. */
  locationDescription: string;
  /** The employer's work phone, E.164; '' when none is given. */
  workPhone: string;
  uniform: string;
  armed: string;
  equipment: string;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  /** Whether the employer approved the hours (a check-out can no longer be undone). */
  approved: boolean;
  /** When the officer confirmed the shift (issue 36); null before. */
  confirmedAt: string | null;
  /** When the company asks for the confirmation (its confirm hours before the start): Confirm shows from then. */
  confirmFrom: string;
  /** The shift is a backfill (issue 36): the officer took it by an offer, covering another's, without a hire. */
  covering: boolean;
}

/**
 * A lost shift offered to this officer and still open (GET shifts/offers; issue 39): what its offer says, so that an
 * officer told by push can take it in the app, as a reply YES takes it.
 */
export interface OpenShiftOffer extends ShiftTimes {
  company: string;
  /** The place's name, address and city in one line, as the offer's text says it; '' when the job has none. */
  place: string;
  rate: number;
  rateType: RateType;
}

export interface OpenShiftOffersResponse {
  /** Soonest first. */
  offers: OpenShiftOffer[];
}

export interface MyShiftsResponse {
  shifts: OfficerShift[];
  /** The personal calendar feed (RFC 5545) that calendar apps subscribe to. */
  calendarFeedUrl: string;
  /**
   * Never from the server: the officer's app's service worker adds it when it answers without a network from what it
   * kept (issue 39): when that answer was loaded.
   */
  offlineSince?: string;
}

/** POST shifts/{id}/checkIn and checkOut: where the phone was, or nulls when the officer did not share it. */
export interface ShiftCheckRequest {
  latitude: number | null;
  longitude: number | null;
  /** Check-out only: the officer confirmed leaving before half of the shift has passed (else 409). */
  early?: boolean;
  /**
   * When the officer tapped, by the phone's clock (ISO 8601): a check made without signal is sent when the phone is
   * back online (issue 39). The check counts from then; a time ahead of the server's counts as the server's.
   */
  deviceTime?: string;
}

/** The longest a check made without signal may take to arrive: older ones are for the employer to enter (400). */
export const OFFLINE_CHECK_MAX_HOURS = 12;
/** A check the server got this many minutes or more after its tap is shown to the employer with both times. */
export const CHECK_SENT_LATE_MINUTES = 5;

export interface CalendarFeed {
  url: string;
}

/** A worked shift with its hours and pay (GET shifts/earnings). */
export interface EarnedShift extends ShiftTimes {
  company: string;
  /** From check-in to check-out; null without a check-out. */
  workedMinutes: number | null;
  /** What the employer approved; null while waiting. */
  approvedMinutes: number | null;
  /** Why the employer changed the hours, or approved more than scheduled (issue 36); null when approved as worked within the schedule. */
  correctionReason: string | null;
  rate: number;
  rateType: RateType;
  /** Dollars: of the approved minutes, else of the worked ones. */
  pay: number;
  /** The stars the officer gave the employer for this shift (issue 21); null before rating. */
  rated: number | null;
}

export interface EarningsResponse {
  /** Checked out, not yet approved, newest first. */
  awaiting: EarnedShift[];
  /** Approved, newest first (the last 100). */
  approved: EarnedShift[];
}

/** A hired officer's shift as the employer sees it (the Today board and the timesheets). */
export interface StaffedShift extends ShiftTimes {
  officer: { id: number; name: string; phone: string };
  status: ShiftStatus;
  checkedInAt: string | null;
  /** Metres from the job's address when the officer shared a location; null otherwise. */
  checkInDistance: number | null;
  checkedOutAt: string | null;
  checkOutDistance: number | null;
  /** When the server got a check-in sent CHECK_SENT_LATE_MINUTES or more after its tap (made offline); else null. */
  checkInReceivedAt: string | null;
  checkOutReceivedAt: string | null;
  /** Whether the officer confirmed (issue 36). */
  confirmation: ShiftConfirmation;
  /** The officer called the shift off (issue 36); null otherwise. */
  calledOff: CallOff | null;
  /** Why the shift lost its officer (issue 36: a call-off, a no-show, a release); null while it has them. */
  lost: LostReason | null;
  /** The offer of a lost shift (issue 36); null before the company offers it. */
  offer: ShiftOffer | null;
  /**
   * The officer who took this lost shift (its backfill); null while nobody did. `lost`: they lost it in turn (a
   * call-off, a no-show): it is open again, and their own shift (a backfill) is the one to offer.
   */
  coveredBy: { id: number; name: string; lost: boolean } | null;
  /** The shift is a backfill of another (issue 36). */
  covering: boolean;
}

/** GET shifts/today: the shifts that overlap the employer's today (their own zone), earliest first. */
export interface TodayBoardResponse {
  day: string;
  shifts: StaffedShift[];
  /** Shifts ahead that need the company, soonest first (issue 36): called off, or reported Unconfirmed and not kept. */
  attention: StaffedShift[];
  /** This week's coverage and the median time to fill (issue 36, coverage.ts). */
  coverage: CompanyCoverage;
}

export interface TimesheetRow extends StaffedShift {
  workedMinutes: number | null;
  approvedMinutes: number | null;
  correctionReason: string | null;
  approvedAt: string | null;
  /** The stars the employer gave the officer for this shift (issue 21); null before rating. */
  rated: number | null;
}

/** GET shifts/timesheets/{from}/{to}: ended shifts whose day (in the job's zone) is in the range, oldest first. */
export interface TimesheetsResponse {
  shifts: TimesheetRow[];
}

/** POST shifts/{id}/approve: minutes null approves the worked time; other minutes need a reason. */
export interface ApproveTimesheetRequest {
  minutes: number | null;
  reason: string;
}
