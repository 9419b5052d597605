export { useWizardStep, LEAVE_GUARD_TEXT } from './use-wizard-step';
export type { WizardForm, WizardStep } from './use-wizard-step';
export { WizardStepLayout } from './wizard-step-layout';
export type { WizardStepLayoutProps } from './wizard-step-layout';
export { WizardActions } from './wizard-actions';
export type { WizardActionsProps } from './wizard-actions';
export { validateStep, shownError } from '@dutylink/design-system';
