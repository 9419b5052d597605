import { formatMinutes, formatPhone, formatShiftClock, formatShiftDay } from '@dutylink/contracts';
import { clip } from '../../lib/sms-text';

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

/** Sent 24 hours and 2 hours before a shift (check-in opens 30 minutes before the start). */
export const reminderSms = (shift: TextShift, hoursBefore: number, place: string, link: string) =>
  `DutyLink reminder: your shift for "${clip(shift.title, 40)}" starts in ${hoursBefore} hours, ${when(shift)}, at ${clip(place, 60)}. ${hoursBefore <= 2 ? 'Check in from the app' : 'Your shifts'}: ${link}`;

/** To the employer, NO_SHOW_MINUTES after the start without a check-in. */
export const noShowSms = (shift: TextShift, officer: string, phone: string | null, link: string) =>
  `DutyLink: ${clip(officer, 30)} has not checked in for "${clip(shift.title, 40)}", which started ${when(shift)}.${phone ? ` Their phone: ${formatPhone(phone)}.` : ''} Today's shifts: ${link}`;

/** To the officer when the employer approves hours other than those worked, or changes an approval. */
export const hoursSetSms = (shift: TextShift, company: string, minutes: number, reason: string, link: string) =>
  `DutyLink: ${clip(company, 30)} set your hours for "${clip(shift.title, 40)}" on ${formatShiftDay(shift.startsAt, shift.timeZone)} to ${formatMinutes(minutes)} (${clip(reason, 80)}). Your earnings: ${link}`;
