export { EmployerProfilePage } from './employer-profile-page';
