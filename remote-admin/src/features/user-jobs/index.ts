export { EmployerJobsPage, EMPLOYER_JOBS_TAB_LABEL } from './employer-jobs-page';
export type { EmployerJobsTab } from './employer-jobs-page';
export { EmployeeJobsPage, EMPLOYEE_JOBS_TAB_LABEL } from './employee-jobs-page';
