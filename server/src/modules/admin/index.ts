/** The admin area (/api/admin): users, jobs, promo codes, analytics and messages to users. */
export { admin } from './plugin';
export { sendSmsIn } from './sms';
export { changeUserState } from './users';
