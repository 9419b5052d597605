import { NO_SHOW_MINUTES } from '../shifts/types';
import { LATE_WITHDRAWAL_HOURS } from './record';

/** Issue 21: the words of ratings and reports, as the pages and the journeys read them. */
export const RATE_SHIFT_BUTTON = 'Rate this shift';
export const RATE_OFFICER_BUTTON = 'Rate officer';
export const RATE_EMPLOYER_TITLE = 'Rate this shift';
export const RATE_OFFICER_TITLE = 'Rate officer';
export const RATING_SENT_TEXT = 'Thank you for your rating.';
export const RATINGS_TITLE = 'Ratings';
/** Under the ratings card: who sees what. */
export const RATINGS_HINT_OFFICER = 'What employers said after your shifts. Their names are not shown.';
export const RATINGS_HINT_EMPLOYER = 'What officers said after their shifts. Their names are not shown.';

export const EMPLOYER_RECORD_LABEL = "Employer's record";
export const OFFICER_RECORD_LABEL = "Officer's record";
/** The officer's own record on their profile (issue 36): the record employers see with each application. */
export const MY_RECORD_LABEL = 'My record';
/** Under it: what each figure counts, in the rules the server counts by (officerRecords). */
export const MY_RECORD_HINT =
  `Employers see this with each of your applications. A shift counts as completed when the employer approves hours for it or, until they do, when you check out. ` +
  `A no-show is a shift not checked in ${NO_SHOW_MINUTES} minutes after its start. ` +
  `A withdrawal from a hire is late when your next shift of the job starts within ${LATE_WITHDRAWAL_HOURS} hours or has started, unless the job's details changed; ` +
  `so is calling off one shift within ${LATE_WITHDRAWAL_HOURS} hours of its start.`;

export const REPORT_BANNER_LINK = 'Report a business';
export const REPORT_TITLE = 'Report a business';
export const REPORT_SENT_TEXT = 'Thank you. An admin will review your report.';
export const REPORT_NOTHING_TO_REPORT = 'You can report a business once you have applied to one of its jobs.';

export const ratingMessages = {
  notCompleted: 'You can rate a shift once it is completed',
  already: 'You have already rated this shift',
} as const;

export const reportMessages = {
  tooMany: (perDay: number) => `You can send at most ${perDay} reports in 24 hours. Please try again later.`,
  closed: 'This report was already closed',
} as const;
