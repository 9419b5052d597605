export { EmployeeJobsPage } from './employee-jobs-page';
