import { formatMinutes, formatPhone, formatSalary, formatShiftClock, formatShiftDay, NO_SHOW_MINUTES, type RateType, WITHDRAW_REASONS } from '@dutylink/contracts';
import { clip } from '../../lib/sms-text';

/** A shift as its texts read it: a row of shifts with its job's title and zone. */
interface ShiftOfText {
  title: string;
  starts_at: Date;
  time_zone: string;
}

const whenOf = (row: ShiftOfText) => when({ title: row.title, startsAt: row.starts_at, timeZone: row.time_zone });
const titleOf = (row: { title: string }) => `"${clip(row.title, 40)}"`;

/**
 * The texts of issue 20's SMS: plain GSM-7 (clip folds Intl's narrow spaces), titles clipped to 40
 * characters, names and places to 60, within two segments with the link.
 */
interface TextShift {
  title: string;
  startsAt: Date;
  timeZone: string;
}

const when = (shift: TextShift) => clip(`${formatShiftDay(shift.startsAt, shift.timeZone)} at ${formatShiftClock(shift.startsAt, shift.timeZone)}`, 60);

/** Within this many hours of its start, a shift's text says to check in from the app (check-in opens 30 minutes before). */
const CHECK_IN_SOON_HOURS = 2;

/**
 * To the officer just hired: the job, the company, and where and when the first shift is, with My shifts. A hire
 * less than 24 hours before that shift has missed its reminders: this text carries what they would have said.
 * Without a shift ahead (the job's last one has started), the job's dates.
 */
export const hiredSms = (job: { title: string; company: string; dates: string }, first: TextShift | null, place: string, now: Date, link: string, asksToConfirm: boolean) => {
  const hired = `DutyLink: you are hired for "${clip(job.title, 40)}" at ${clip(job.company, 30)}`;
  if (!first) return `${hired}, ${clip(job.dates, 40)}. Your shifts: ${link}`;
  const soon = first.startsAt.getTime() - now.getTime() <= CHECK_IN_SOON_HOURS * 3_600_000;
  // Asking as well, the place is clipped shorter to stay within two segments.
  return `${hired}. First shift: ${when(first)}, at ${clip(place, asksToConfirm ? 36 : 60)}.${asksToConfirm ? ` ${REPLY_TO_CONFIRM}` : ''} ${soon ? 'Check in from the app' : 'Your shifts'}: ${link}`;
};

/** Sent 2 hours before a shift (check-in opens 30 minutes before the start); the day-before text is the confirmation's. */
export const reminderSms = (shift: TextShift, place: string, link: string) =>
  `DutyLink reminder: your shift for "${clip(shift.title, 40)}" starts in ${CHECK_IN_SOON_HOURS} hours, ${when(shift)}, at ${clip(place, 60)}. Check in from the app: ${link}`;

/** How every confirmation ask ends (issue 36): the words the reply handler answers. */
export const REPLY_TO_CONFIRM = 'Reply YES to confirm, or NO to call off.';

/** The confirmation ask, the company's confirm time before a shift: what the day-before reminder said, and the question. */
export const confirmAskSms = (shift: ShiftOfText, place: string, link: string) =>
  `DutyLink: your shift for ${titleOf(shift)} is ${whenOf(shift)}, at ${clip(place, 60)}. ${REPLY_TO_CONFIRM} Your shifts: ${link}`;

/** The answer to YES. */
export const confirmedSms = (shift: ShiftOfText) => `DutyLink: thank you, your shift for ${titleOf(shift)} ${whenOf(shift)} is confirmed.`;

/** The answer to a reply that is neither YES nor NO while a confirmation is open. */
export const confirmQuestionSms = (shift: ShiftOfText) => `DutyLink: your shift for ${titleOf(shift)} is ${whenOf(shift)}. ${REPLY_TO_CONFIRM}`;

/** The answer to a reply about a shift that started, was called off or is gone meanwhile. */
export const confirmTooLateSms = (shift: ShiftOfText | null, link: string) =>
  `DutyLink: ${shift ? `your shift for ${titleOf(shift)} has started or was called off` : 'that shift is no longer yours'}. Your shifts: ${link}`;

/** To the company, when a shift is still unconfirmed (UNCONFIRMED_AFTER_HOURS after the ask, or sooner near the start). */
export const unconfirmedSms = (shift: ShiftOfText, officer: string, phone: string | null, link: string) =>
  `DutyLink: ${clip(officer, 30)} has not confirmed ${titleOf(shift)} ${whenOf(shift)}.${phone ? ` Their phone: ${formatPhone(phone)}.` : ''} Keep them or find another: ${link}`;

/** To the company told a shift was unconfirmed, when its officer confirms after all. */
export const officerConfirmedSms = (shift: ShiftOfText, officer: string, link: string) =>
  `DutyLink: ${clip(officer, 30)} has now confirmed ${titleOf(shift)} ${whenOf(shift)}. Today's shifts: ${link}`;

/** The answer to NO: the call-off's reason, by its number (call-offs.ts reads it). */
export const callOffQuestionSms = (shift: ShiftOfText) =>
  `DutyLink: to call off ${titleOf(shift)} ${whenOf(shift)}, reply with your reason's number: ${WITHDRAW_REASONS.map((reason, index) => `${index + 1} ${reason}`).join(', ')}.`;

/** The answer to a call-off by SMS. */
export const callOffDoneSms = (shift: ShiftOfText & { company_name: string }, late: boolean) =>
  `DutyLink: you called off ${titleOf(shift)} ${whenOf(shift)}. ${clip(shift.company_name, 30)} has been told.${late ? ' Less than 24 hours before the start, it counts as a late call-off on your record.' : ''}`;

/** To the employer, NO_SHOW_MINUTES after the start without a check-in. */
export const noShowSms = (shift: TextShift, officer: string, phone: string | null, link: string) =>
  `DutyLink: ${clip(officer, 30)} has not checked in for "${clip(shift.title, 40)}", which started ${when(shift)}.${phone ? ` Their phone: ${formatPhone(phone)}.` : ''} Today's shifts: ${link}`;

/**
 * To the officer not checked in when the shift starts (issue 36): check in before it counts as a no-show, which
 * is NO_SHOW_MINUTES later, in the words of the officer's record as employers read it ('1 no-show').
 */
export const lateSms = (shift: TextShift, link: string) =>
  `DutyLink: you have not checked in for "${clip(shift.title, 40)}", which started ${when(shift)}. Check in from the app before ${clip(formatShiftClock(new Date(shift.startsAt.getTime() + NO_SHOW_MINUTES * 60_000), shift.timeZone), 20)}, or it is on your record as a no-show: ${link}`;

/**
 * To the officer at the no-show time (issue 36): the shift is on their record as a no-show, and the record's one
 * way back is the company approving hours for it (reliability/records.ts), so whom to call.
 */
export const officerNoShowSms = (shift: TextShift, company: string, workPhone: string | null, link: string) =>
  `DutyLink: you did not check in for "${clip(shift.title, 40)}", ${when(shift)}: it is on your record as a no-show unless ${clip(company, 30)} approves your hours.${workPhone ? ` Call them at ${clip(formatPhone(workPhone), 20)}.` : ''} Your shifts: ${link}`;

/** To the officer when the employer approves hours other than those worked, or changes an approval. */
export const hoursSetSms = (shift: TextShift, company: string, minutes: number, reason: string, link: string) =>
  `DutyLink: ${clip(company, 30)} set your hours for "${clip(shift.title, 40)}" on ${formatShiftDay(shift.startsAt, shift.timeZone)} to ${formatMinutes(minutes)} (${clip(reason, 80)}). Your earnings: ${link}`;

/** How every offer ends (issue 36): the words the reply handler answers. */
export const REPLY_TO_TAKE = 'Reply YES to take it.';

/** A lost shift as its offer's texts read it. */
export interface OfferedShift extends ShiftOfText {
  ends_at: Date;
  company_name: string;
  salary_value: string | number;
  salary_type: number;
}

const hoursOf = (row: OfferedShift) => `${whenOf(row)} to ${clip(formatShiftClock(row.ends_at, row.time_zone), 20)}`;

/** The offer of a lost shift (issue 36): the job, the company, when (with the zone), where and the pay, and how to take it. */
export const offerSms = (row: OfferedShift, place: string) =>
  `DutyLink: a shift is open: ${titleOf(row)} at ${clip(row.company_name, 30)}, ${hoursOf(row)}, at ${clip(place, 60)}. Pay ${formatSalary(Number(row.salary_value), row.salary_type as RateType)}. ${REPLY_TO_TAKE}`;

/** The answer to a reply to an offer that is neither YES nor NO: the offer, shortly. */
export const offerQuestionSms = (row: OfferedShift) => `DutyLink: ${titleOf(row)} ${hoursOf(row)} is open. ${REPLY_TO_TAKE}`;

/** The answer to NO. */
export const offerDeclinedSms = (row: ShiftOfText) => `DutyLink: OK, you did not take ${titleOf(row)} ${whenOf(row)}.`;

/** The answer to the first valid YES: the shift is the officer's, where and when, with My shifts (as the hire's text). */
export const offerTakenSms = (row: OfferedShift, place: string, link: string) =>
  `DutyLink: the shift is yours: ${titleOf(row)} at ${clip(row.company_name, 30)}, ${hoursOf(row)}, at ${clip(place, 60)}. Your shifts: ${link}`;

/** The answer to every later YES, and to a YES after the offer was stopped or the shift ended. */
export const offerGoneSms = (row: ShiftOfText, taken: boolean) =>
  `DutyLink: sorry, ${titleOf(row)} ${whenOf(row)} ${taken ? 'has been taken by another officer' : 'is no longer offered'}.`;

/** The answer to a YES that a check refused: the reason, shortly. */
export const offerRefusedSms = (row: ShiftOfText, reason: string) => `DutyLink: you cannot take ${titleOf(row)} ${whenOf(row)}: ${clip(reason, 120)}.`;

/** To the officer whose unconfirmed shift the company released (issue 36). */
export const releasedSms = (row: ShiftOfText & { company_name: string }, link: string) =>
  `DutyLink: ${clip(row.company_name, 30)} released your unconfirmed shift ${titleOf(row)} ${whenOf(row)}: it is no longer yours. Your shifts: ${link}`;
