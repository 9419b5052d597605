/** After the hire: shifts, reminders, check-in, timesheets and calendars. */
export { shifts } from './plugin';
export { shiftReactions } from './reactions';
export { shiftReplies } from './confirmations';
export { companyCoverage, coverageByWeek } from './coverage';
export { offerShift } from './offers';
export { hireClash } from './overlaps';
