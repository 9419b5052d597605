export { EmployerProfilePage, EMPLOYER_PROFILE_TITLE } from './employer-profile-page';
export { EmployeeProfilePage, EMPLOYEE_PROFILE_TITLE } from './employee-profile-page';
export { SubscriptionCard, SUBSCRIPTION_STATE_LABEL } from './subscription-card';
