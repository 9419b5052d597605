export { useWizardStep } from './use-wizard-step';
export type { WizardStep } from './use-wizard-step';
export { WizardStepLayout } from './wizard-step-layout';
export { validateStep, shownError } from '@dutylink/design-system';
