/** Spec section 3, Step ids. */
export const Step = { General: 0, Permits: 1, Notifications: 2, Experience: 3, Payment: 4 } as const;
export type Step = (typeof Step)[keyof typeof Step];

export const EMPLOYEE_STEPS: readonly Step[] = [Step.General, Step.Permits, Step.Notifications, Step.Experience, Step.Payment];
export const EMPLOYER_STEPS: readonly Step[] = [Step.General, Step.Payment];

/** Spec section 2: the step names of the profile wizards, the same for both roles. */
export const STEP_LABEL: Record<Step, string> = {
  [Step.General]: 'General information',
  [Step.Permits]: 'Permits & Credentials',
  [Step.Notifications]: 'Notification settings',
  [Step.Experience]: 'Experience',
  [Step.Payment]: 'Payment',
};

/**
 * The profile steps a user fills before subscribing or applying (issue 17): every step but Payment.
 * An employer is hired through a company profile, an officer through the four steps.
 */
export function stepsBeforePayment(role: 'employee' | 'employer'): readonly Step[] {
  return (role === 'employee' ? EMPLOYEE_STEPS : EMPLOYER_STEPS).filter((step) => step !== Step.Payment);
}

/** The steps of `stepsBeforePayment` not in `filled`, in wizard order. */
export function missingProfileSteps(role: 'employee' | 'employer', filled: readonly number[]): Step[] {
  return stepsBeforePayment(role).filter((step) => !filled.includes(step));
}

/** The 4xx title naming what to fill: 'Fill in your profile first: Permits & Credentials, Experience'. */
export function profileFirstMessage(missing: readonly Step[]): string {
  return `Fill in your profile first: ${missing.map((step) => STEP_LABEL[step]).join(', ')}`;
}
