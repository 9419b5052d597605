/** Officers' reports about employers, and the admins' queue. */
export { reports } from './plugin';
