export { EmployerJobsPage } from './employer-jobs-page';
export { EmployeeJobsPage } from './employee-jobs-page';
