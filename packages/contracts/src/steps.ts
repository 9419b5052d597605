/** Spec section 3, Step ids. */
export const Step = { General: 0, Permits: 1, Notifications: 2, Experience: 3, Payment: 4 } as const;
export type Step = (typeof Step)[keyof typeof Step];

export const EMPLOYEE_STEPS: readonly Step[] = [Step.General, Step.Permits, Step.Notifications, Step.Experience, Step.Payment];
export const EMPLOYER_STEPS: readonly Step[] = [Step.General, Step.Payment];
