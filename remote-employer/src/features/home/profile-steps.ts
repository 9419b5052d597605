import { EMPLOYER_STEPS, Step } from '@dutylink/contracts';

/** Spec section 2, employer area: the company profile (general information) and payment. */
const EMPLOYER_STEP_LABEL: Partial<Record<Step, string>> = {
  [Step.General]: 'General information',
  [Step.Payment]: 'Payment',
};

export function employerSteps(filled: readonly Step[]) {
  return EMPLOYER_STEPS.map((step) => ({ step, label: EMPLOYER_STEP_LABEL[step] ?? '', filled: filled.includes(step) }));
}
