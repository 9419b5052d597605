import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@dutylink/router';
import { employeeNextStepPath, employeePreviousStepPath, safeReturnUrl, type Step } from '@dutylink/contracts';
import { useLeaveGuard, type GuardedForm } from '@dutylink/design-system';

export interface WizardStep {
  /** The safe returnUrl query value: set means edit mode. */
  returnUrl: string | undefined;
  /** After a successful save: to returnUrl, else the default next step. */
  saved(): void;
  /** The step's form reports itself on each render (ProfileStepActions does), for Back, Close and the browser's Back. */
  track(form: GuardedForm): void;
  /** Back, and Close in edit mode: straight away when the form is unmodified, else through the leave guard. */
  back(): void;
  /** The leave-guard dialog; render it once in the step. */
  leaveGuard: ReactNode;
}

/**
 * Spec section 2, Profile wizard: edit mode with a returnUrl, the next step after saving, and the
 * leave guard on Back, on the header's Close and on the browser's Back (issue 17; useLeaveGuard).
 */
export function useWizardStep(step: Step): WizardStep {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const guard = useLeaveGuard();
  const backPath = returnUrl ?? employeePreviousStepPath(step);

  return {
    returnUrl,
    saved: () => navigate(returnUrl ?? employeeNextStepPath(step)),
    track: guard.track,
    back: () => {
      if (backPath) guard.leave(backPath);
    },
    leaveGuard: guard.dialog,
  };
}
