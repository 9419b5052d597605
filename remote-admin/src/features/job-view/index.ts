export { AdminJobPage } from './admin-job-page';
export { JobApplicantsPage } from './job-applicants-page';
