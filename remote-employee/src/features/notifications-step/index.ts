export { NotificationsStepPage } from './notifications-step-page';
