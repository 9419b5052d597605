export { GeneralStepPage } from './general-step-page';
