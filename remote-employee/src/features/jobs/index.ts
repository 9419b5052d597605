export { EmployeeJobsPage } from './employee-jobs-page';
export { EmployeeJobPage } from './employee-job-page';
