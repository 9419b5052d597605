export { PermitsStepPage, PERMITS_AGREE_LABEL } from './permits-step-page';
export { permitFields, toFormValues, validatePermits } from './permits-form';
