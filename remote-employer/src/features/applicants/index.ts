export { JobApplicantsPage } from './job-applicants-page';
export { ApplicantPage } from './applicant-page';
