import { EMPLOYEE_STEPS, Step } from '@dutylink/contracts';

/** Spec section 2, profile wizard: the step names as the employee sees them. */
export const EMPLOYEE_STEP_LABEL: Record<Step, string> = {
  [Step.General]: 'General information',
  [Step.Permits]: 'Permits & Credentials',
  [Step.Notifications]: 'Notification settings',
  [Step.Experience]: 'Experience',
  [Step.Payment]: 'Payment',
};

export function employeeSteps(filled: readonly Step[]) {
  return EMPLOYEE_STEPS.map((step) => ({ step, label: EMPLOYEE_STEP_LABEL[step], filled: filled.includes(step) }));
}
