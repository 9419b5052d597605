export { PermitsStepPage } from './permits-step-page';
