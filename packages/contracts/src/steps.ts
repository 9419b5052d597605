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
