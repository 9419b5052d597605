/** The employer's profile, job posts and applicants. */
export { employers } from './plugin';
export { jobApplicants } from './applicants-service';
export { ANY_EMPLOYER, changeJobState, deleteJob, employerJobPage } from './job-service';
