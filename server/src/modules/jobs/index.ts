/** A job as officers see it, applying to it and withdrawing. */
export { jobs } from './plugin';
export { applyToJob } from './apply';
export { jobReplies } from './apply-by-reply';
export { linkEmployee, type LinkedEmployee } from './link-employee';
export { employeeJobs, jobFor, NOT_SELECTED, jobsQuery, openAt, textMatch, toJob, withColumns, type JobRow } from './service';
