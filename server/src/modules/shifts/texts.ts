import { employeeRoutes, formatMinutes, formatPhone, formatSalary, formatShiftClock, formatShiftDay, NO_SHOW_MINUTES, OPEN_SHIFTS_ANCHOR, type PushPayload, type RateType, WITHDRAW_REASONS } from '@dutylink/contracts';
import { sms, user } from '../../lib/sms-text';

/** A shift as its texts read it: a row of shifts with its job's title and zone. */
interface ShiftOfText {
  title: string;
  starts_at: Date;
  time_zone: string;
}

const whenOf = (row: ShiftOfText) => when({ title: row.title, startsAt: row.starts_at, timeZone: row.time_zone });

/**
 * The texts of issues 20 and 36's SMS (sms, lib/sms-text.ts): titles at most 80 characters, companies 60, names
 * 50, places 100, shorter only when the budget of two segments needs it.
 */
interface TextShift {
  title: string;
  startsAt: Date;
  timeZone: string;
}

const when = (shift: TextShift) => `${formatShiftDay(shift.startsAt, shift.timeZone)} at ${formatShiftClock(shift.startsAt, shift.timeZone)}`;

/** Within this many hours of its start, a shift's text says to check in from the app (check-in opens 30 minutes before). */
const CHECK_IN_SOON_HOURS = 2;

/**
 * To the officer just hired: the job, the company, and where and when the first shift is, with My shifts. A hire
 * less than 24 hours before that shift has missed its reminders: this text carries what they would have said.
 * Without a shift ahead (the job's last one has started), the job's dates.
 */
export const hiredSms = (job: { title: string; company: string; dates: string }, first: TextShift | null, place: string, now: Date, link: string, asksToConfirm: boolean) => {
  const title = user(job.title, 80);
  const company = user(job.company, 60);
  if (!first) return sms(2)`DutyLink: you are hired for "${title}" at ${company}, ${job.dates}. Your shifts: ${link}`;
  const soon = first.startsAt.getTime() - now.getTime() <= CHECK_IN_SOON_HOURS * 3_600_000;
  return sms(2)`DutyLink: you are hired for "${title}" at ${company}. First shift: ${when(first)}, at ${user(place, 100)}.${asksToConfirm ? ` ${REPLY_TO_CONFIRM}` : ''} ${soon ? 'Check in from the app' : 'Your shifts'}: ${link}`;
};

/** Sent 2 hours before a shift (check-in opens 30 minutes before the start); the day-before text is the confirmation's. */
export const reminderSms = (shift: TextShift, place: string, link: string) =>
  sms(2)`DutyLink reminder: your shift for "${user(shift.title, 80)}" starts in ${CHECK_IN_SOON_HOURS} hours, ${when(shift)}, at ${user(place, 100)}. Check in from the app: ${link}`;

/** How every confirmation ask ends (issue 36): the words the reply handler answers. */
export const REPLY_TO_CONFIRM = 'Reply YES to confirm, or NO to call off.';

/** The confirmation ask, the company's confirm time before a shift: what the day-before reminder said, and the question. */
export const confirmAskSms = (shift: ShiftOfText, place: string, link: string) =>
  sms(2)`DutyLink: your shift for "${user(shift.title, 80)}" is ${whenOf(shift)}, at ${user(place, 100)}. ${REPLY_TO_CONFIRM} Your shifts: ${link}`;

/** The answer to YES. */
export const confirmedSms = (shift: ShiftOfText) => sms(2)`DutyLink: thank you, your shift for "${user(shift.title, 80)}" ${whenOf(shift)} is confirmed.`;

/** The answer to a reply that is neither YES nor NO while a confirmation is open. */
export const confirmQuestionSms = (shift: ShiftOfText) => sms(2)`DutyLink: your shift for "${user(shift.title, 80)}" is ${whenOf(shift)}. ${REPLY_TO_CONFIRM}`;

/** The answer to a reply about a shift that started, was called off or is gone meanwhile. */
export const confirmTooLateSms = (shift: ShiftOfText | null, link: string) =>
  sms(2)`DutyLink: ${shift ? `your shift for "${user(shift.title, 80)}" has started or was called off` : 'that shift is no longer yours'}. Your shifts: ${link}`;

/** To the company, when a shift is still unconfirmed (UNCONFIRMED_AFTER_HOURS after the ask, or sooner near the start). */
export const unconfirmedSms = (shift: ShiftOfText, officer: string, phone: string | null, link: string) =>
  sms(2)`DutyLink: ${user(officer, 50)} has not confirmed "${user(shift.title, 80)}" ${whenOf(shift)}.${phone ? ` Their phone: ${formatPhone(phone)}.` : ''} Keep them or find another: ${link}`;

/** To the company told a shift was unconfirmed, when its officer confirms after all. */
export const officerConfirmedSms = (shift: ShiftOfText, officer: string, link: string) =>
  sms(2)`DutyLink: ${user(officer, 50)} has now confirmed "${user(shift.title, 80)}" ${whenOf(shift)}. Today's shifts: ${link}`;

/** The answer to NO: the call-off's reason, by its number (call-offs.ts reads it). */
export const callOffQuestionSms = (shift: ShiftOfText) =>
  sms(2)`DutyLink: to call off "${user(shift.title, 80)}" ${whenOf(shift)}, reply with your reason's number: ${WITHDRAW_REASONS.map((reason, index) => `${index + 1} ${reason}`).join(', ')}.`;

/** The answer to a call-off by SMS. */
export const callOffDoneSms = (shift: ShiftOfText & { company_name: string }, late: boolean) =>
  sms(2)`DutyLink: you called off "${user(shift.title, 80)}" ${whenOf(shift)}. ${user(shift.company_name, 60)} has been told.${late ? ' Less than 24 hours before the start, it counts as a late call-off on your record.' : ''}`;

/** The answer to a call-off by SMS that a rule refused (the shift started, for one). */
export const callOffRefusedSms = (refusal: string, link: string) => sms(2)`DutyLink: ${refusal}. Your shifts: ${link}`;

/** To the employer, NO_SHOW_MINUTES after the start without a check-in. */
export const noShowSms = (shift: TextShift, officer: string, phone: string | null, link: string) =>
  sms(2)`DutyLink: ${user(officer, 50)} has not checked in for "${user(shift.title, 80)}", which started ${when(shift)}.${phone ? ` Their phone: ${formatPhone(phone)}.` : ''} Today's shifts: ${link}`;

/**
 * To the officer not checked in when the shift starts (issue 36): check in before it counts as a no-show, which
 * is NO_SHOW_MINUTES later, in the words of the officer's record as employers read it ('1 no-show').
 */
export const lateSms = (shift: TextShift, link: string) =>
  sms(2)`DutyLink: you have not checked in for "${user(shift.title, 80)}", which started ${when(shift)}. Check in from the app before ${formatShiftClock(new Date(shift.startsAt.getTime() + NO_SHOW_MINUTES * 60_000), shift.timeZone)}, or it is on your record as a no-show: ${link}`;

/**
 * To the officer at the no-show time (issue 36): the shift counts as a no-show on their record until they check in
 * (open until its end) or the company approves hours for it (reliability/records.ts), so whom to call. It said
 * "is on your record" while My shifts still offered Check in, and an officer could not tell whether coming mattered.
 */
export const officerNoShowSms = (shift: TextShift, company: string, workPhone: string | null, link: string) =>
  sms(2)`DutyLink: you did not check in for "${user(shift.title, 80)}", ${when(shift)}: it counts as a no-show on your record until you check in or ${user(company, 60)} approves your hours.${workPhone ? ` Call them at ${formatPhone(workPhone)}.` : ''} Your shifts: ${link}`;

/** To the officer when the employer approves hours other than those worked, or changes an approval. */
export const hoursSetSms = (shift: TextShift, company: string, minutes: number, reason: string, link: string) =>
  sms(2)`DutyLink: ${user(company, 60)} set your hours for "${user(shift.title, 80)}" on ${formatShiftDay(shift.startsAt, shift.timeZone)} to ${formatMinutes(minutes)} (${user(reason, 80)}). Your earnings: ${link}`;

/** How every offer ends (issue 36): the words the reply handler answers. */
export const REPLY_TO_TAKE = 'Reply YES to take it.';

/** A lost shift as its offer's texts read it. */
export interface OfferedShift extends ShiftOfText {
  ends_at: Date;
  company_name: string;
  salary_value: string | number;
  salary_type: number;
}

const hoursOf = (row: OfferedShift) => `${whenOf(row)} to ${formatShiftClock(row.ends_at, row.time_zone)}`;

/** The offer of a lost shift (issue 36): the job, the company, when (with the zone), where and the pay, and how to take it. */
export const offerSms = (row: OfferedShift, place: string) =>
  sms(2)`DutyLink: a shift is open: "${user(row.title, 80)}" at ${user(row.company_name, 60)}, ${hoursOf(row)}, at ${user(place, 100)}. Pay ${formatSalary(Number(row.salary_value), row.salary_type as RateType)}. ${REPLY_TO_TAKE}`;

/** The answer to a reply to an offer that is neither YES nor NO: the offer, shortly. */
export const offerQuestionSms = (row: OfferedShift) => sms(2)`DutyLink: "${user(row.title, 80)}" ${hoursOf(row)} is open. ${REPLY_TO_TAKE}`;

/** The answer to NO. */
export const offerDeclinedSms = (row: ShiftOfText) => sms(2)`DutyLink: OK, you did not take "${user(row.title, 80)}" ${whenOf(row)}.`;

/** The answer to the first valid YES: the shift is the officer's, where and when, with My shifts (as the hire's text). */
export const offerTakenSms = (row: OfferedShift, place: string, link: string) =>
  sms(2)`DutyLink: the shift is yours: "${user(row.title, 80)}" at ${user(row.company_name, 60)}, ${hoursOf(row)}, at ${user(place, 100)}. Your shifts: ${link}`;

/** The answer to every later YES, and to a YES after the offer was stopped or the shift ended. */
export const offerGoneSms = (row: ShiftOfText, taken: boolean) =>
  sms(2)`DutyLink: sorry, "${user(row.title, 80)}" ${whenOf(row)} ${taken ? 'has been taken by another officer' : 'is no longer offered'}.`;

/** The answer to a YES that a check refused: the reason, shortly. */
export const offerRefusedSms = (row: ShiftOfText, reason: string) => sms(2)`DutyLink: you cannot take "${user(row.title, 80)}" ${whenOf(row)}: ${user(reason, 120)}.`;

/** To the officer whose unconfirmed shift the company released (issue 36). */
export const releasedSms = (row: ShiftOfText & { company_name: string }, link: string) =>
  sms(2)`DutyLink: ${user(row.company_name, 60)} released your unconfirmed shift "${user(row.title, 80)}" ${whenOf(row)}: it is no longer yours. Your shifts: ${link}`;

/*
 * The same messages as push notifications (docs/decisions/push-first.md): a title and a line for the lock screen
 * (the job, the company, when; never a phone number, a place's address or another officer's name), the page a tap
 * opens, and a tag, so that a newer notification of one shift (or job) replaces an older one on the device.
 */
type Push = Omit<PushPayload, 'ack'>;

const shiftTag = (shiftId: number) => `shift-${shiftId}`;

/** The hire (as hiredSms): the first shift, or the job's dates without one; the question when it asks to confirm. */
export const hiredPush = (jobId: number, job: { title: string; company: string; dates: string }, first: TextShift | null, asksToConfirm: boolean): Push => ({
  title: `You are hired: ${job.title}`,
  body: first ? `${job.company} · First shift ${when(first)}${asksToConfirm ? ' · Confirm it in My shifts' : ''}` : `${job.company} · ${job.dates}`,
  url: employeeRoutes.shifts,
  tag: `job-${jobId}`,
});

/** The reminder 2 hours before a shift (as reminderSms). */
export const reminderPush = (shiftId: number, shift: TextShift): Push => ({
  title: `Your shift starts in ${CHECK_IN_SOON_HOURS} hours`,
  body: `${shift.title} · ${when(shift)} · Check in from the app`,
  url: employeeRoutes.shifts,
  tag: shiftTag(shiftId),
});

/** The confirmation ask (as confirmAskSms): Confirm shift is on My shifts. */
export const confirmAskPush = (shiftId: number, shift: ShiftOfText): Push => ({
  title: 'Confirm your shift',
  body: `${shift.title} · ${whenOf(shift)}`,
  url: employeeRoutes.shifts,
  tag: shiftTag(shiftId),
});

/** To the officer not checked in when the shift starts (as lateSms). */
export const latePush = (shiftId: number, shift: TextShift): Push => ({
  title: 'You have not checked in',
  body: `${shift.title}, which started ${when(shift)} · Check in before ${formatShiftClock(new Date(shift.startsAt.getTime() + NO_SHOW_MINUTES * 60_000), shift.timeZone)}`,
  url: employeeRoutes.shifts,
  tag: shiftTag(shiftId),
});

/** To the officer at the no-show time (as officerNoShowSms). */
export const officerNoShowPush = (shiftId: number, shift: TextShift, company: string): Push => ({
  title: 'A no-show on your record',
  body: `${shift.title}, ${when(shift)} · It counts until you check in or ${company} approves your hours`,
  url: employeeRoutes.shifts,
  tag: shiftTag(shiftId),
});

/** When the employer set hours other than those worked (as hoursSetSms). */
export const hoursSetPush = (shiftId: number, shift: TextShift, company: string, minutes: number): Push => ({
  title: 'Your hours were set',
  body: `${company} set your hours for ${shift.title} on ${formatShiftDay(shift.startsAt, shift.timeZone)} to ${formatMinutes(minutes)}`,
  url: employeeRoutes.earnings,
  tag: shiftTag(shiftId),
});

/** The offer of a lost shift (as offerSms): Take this shift is on My shifts. */
export const offerPush = (shiftId: number, row: OfferedShift): Push => ({
  title: `Shift open: ${row.title}`,
  body: `${row.company_name} · ${hoursOf(row)} · Pay ${formatSalary(Number(row.salary_value), row.salary_type as RateType)}`,
  url: `${employeeRoutes.shifts}#${OPEN_SHIFTS_ANCHOR}`,
  tag: `offer-${shiftId}`,
});

/** To the officer whose unconfirmed shift the company released (as releasedSms). */
export const releasedPush = (shiftId: number, row: ShiftOfText & { company_name: string }): Push => ({
  title: 'Your shift was released',
  body: `${row.company_name} released your unconfirmed shift ${row.title}, ${whenOf(row)}`,
  url: employeeRoutes.shifts,
  tag: shiftTag(shiftId),
});
