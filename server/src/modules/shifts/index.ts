/** After the hire: shifts, reminders, check-in, timesheets and calendars. */
export { shifts } from './plugin';
export { shiftReactions } from './reactions';
export { shiftReplies } from './confirmations';
export { offerShift } from './offers';
