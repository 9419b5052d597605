export { AdminJobPage, ADMIN_JOB_TITLE } from './admin-job-page';
export { JobApplicantsPage, NO_APPLICANTS } from './job-applicants-page';
