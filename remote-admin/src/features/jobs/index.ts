export { JobsPage, userIdParam, salaryText } from './jobs-page';
