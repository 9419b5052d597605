export { EmployerJobsPage, CLOSE_JOB_TEXT, DELETE_JOB_TEXT } from './employer-jobs-page';
