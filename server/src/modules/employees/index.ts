/** The officer's profile and lists (/api/employees). */
export { employees } from './plugin';
export { profileView, saveExperience, saveGeneral, saveNotifications, savePermits } from './profile-service';
