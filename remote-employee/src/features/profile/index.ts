export { EmployeeProfilePage, PROFILE_EDIT_LINKS } from './employee-profile-page';
