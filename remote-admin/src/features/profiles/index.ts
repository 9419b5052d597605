export { EmployerProfilePage } from './employer-profile-page';
export { EmployeeProfilePage } from './employee-profile-page';
