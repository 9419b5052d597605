export { EmployerJobsPage } from './employer-jobs-page';
