import { yup } from '../yup';
import { CONFIRM_HOURS_MAX, CONFIRM_HOURS_MIN } from '../shifts/confirmations';
import { INVITE_FIRST_HOURS_MAX } from '../rosters/types';
import { OFFER_WAVE_MINUTES_MAX, OFFER_WAVE_MINUTES_MIN, OFFER_WAVE_SIZE_MAX, OFFER_WAVE_SIZE_MIN, OfferMode, type OfferSettings } from '../shifts/offers';

/** Issue 17: how an employer hears of new applicants and of a hired officer's withdrawal. */
export const ApplicantNotices = { Sms: 'sms', Email: 'email', Off: 'off' } as const;
export type ApplicantNotices = (typeof ApplicantNotices)[keyof typeof ApplicantNotices];

export const APPLICANT_NOTICES_OPTIONS: readonly { value: ApplicantNotices; label: string }[] = [
  { value: ApplicantNotices.Sms, label: 'Text message' },
  { value: ApplicantNotices.Email, label: 'Email' },
  { value: ApplicantNotices.Off, label: 'Off' },
];

/** A new account texts: the sign-in phone is the one channel every employer has. */
export const DEFAULT_APPLICANT_NOTICES: ApplicantNotices = ApplicantNotices.Sms;

/** At most one new-applicant notice (a digest) per job in this window; later applicants wait for the next one (issue 35). */
export const APPLICANT_NOTICE_INTERVAL_MINUTES = 10;

/** How long the first applicant to a quiet job waits for others before the employer is told: a burst makes one digest. */
export const APPLICANT_NOTICE_GATHER_SECONDS = 60;

/** GET and POST employers/profile/notices. */
export interface EmployerNoticeSettings extends Partial<OfferSettings> {
  applicantNotices: ApplicantNotices;
  /** How many hours before each shift its officer is asked to confirm (issue 36). */
  confirmHours: number;
  /** How many hours a new job reaches only the company's favourites, 0 to INVITE_FIRST_HOURS_MAX; 0 is off (issue 36). */
  inviteFirstHours: number;
}

export const employerNoticeSettingsSchema = yup.object({
  applicantNotices: yup
    .string()
    .required('Required')
    .oneOf(Object.values(ApplicantNotices), 'Choose a value from the list'),
  // Optional in a save: a client that sends only applicantNotices keeps the company's confirm time.
  confirmHours: yup
    .number()
    .typeError('Enter a number of hours')
    .integer('Enter whole hours')
    .min(CONFIRM_HOURS_MIN, `Choose ${CONFIRM_HOURS_MIN} to ${CONFIRM_HOURS_MAX} hours`)
    .max(CONFIRM_HOURS_MAX, `Choose ${CONFIRM_HOURS_MIN} to ${CONFIRM_HOURS_MAX} hours`),
  // Optional too: a save without it keeps the company's invite-first hours.
  inviteFirstHours: yup
    .number()
    .typeError('Enter a number of hours')
    .integer('Enter whole hours')
    .min(0, `Choose 0 to ${INVITE_FIRST_HOURS_MAX} hours`)
    .max(INVITE_FIRST_HOURS_MAX, `Choose 0 to ${INVITE_FIRST_HOURS_MAX} hours`),
  // Issue 36, how lost shifts are offered: optional too, each kept when left out.
  offerMode: yup.string().oneOf(Object.values(OfferMode), 'Choose a value from the list'),
  offerWaveSize: yup
    .number()
    .typeError('Enter a number of officers')
    .integer('Enter a whole number')
    .min(OFFER_WAVE_SIZE_MIN, `Choose ${OFFER_WAVE_SIZE_MIN} to ${OFFER_WAVE_SIZE_MAX} officers`)
    .max(OFFER_WAVE_SIZE_MAX, `Choose ${OFFER_WAVE_SIZE_MIN} to ${OFFER_WAVE_SIZE_MAX} officers`),
  offerWaveMinutes: yup
    .number()
    .typeError('Enter a number of minutes')
    .integer('Enter whole minutes')
    .min(OFFER_WAVE_MINUTES_MIN, `Choose ${OFFER_WAVE_MINUTES_MIN} to ${OFFER_WAVE_MINUTES_MAX} minutes`)
    .max(OFFER_WAVE_MINUTES_MAX, `Choose ${OFFER_WAVE_MINUTES_MIN} to ${OFFER_WAVE_MINUTES_MAX} minutes`),
  autoOffer: yup.boolean(),
});
