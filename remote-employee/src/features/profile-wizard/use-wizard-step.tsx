import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useNavigate, useSearchParams } from '@dutylink/router';
import { employeeNextStepPath, employeePreviousStepPath, safeReturnUrl, type Step } from '@dutylink/contracts';

export const LEAVE_GUARD_TEXT = 'Your progress will be lost if you leave.';

/** What Back needs of the step's form: whether it was modified and how to save it. */
export interface WizardForm {
  dirty: boolean;
  submit: () => void;
}

export interface WizardStep {
  /** The safe returnUrl query value: set means edit mode. */
  returnUrl: string | undefined;
  /** After a successful save: to returnUrl, else the default next step. */
  saved(): void;
  /** Back: straight away when the form is unmodified, else through the leave guard. */
  back(form: WizardForm): void;
  /** The leave-guard dialog; render it once in the step. */
  leaveGuard: ReactNode;
}

/**
 * Spec section 2, Profile wizard: edit mode with a returnUrl, the next step after saving, and the
 * leave guard on Back. The guard is a plain dialog rather than ConfirmDialog because closing it
 * (Escape, backdrop) must keep the user on the form, not discard the changes.
 */
export function useWizardStep(step: Step): WizardStep {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const [pending, setPending] = useState<WizardForm | null>(null);
  const backPath = returnUrl ?? employeePreviousStepPath(step);

  const leave = () => {
    setPending(null);
    if (backPath) navigate(backPath);
  };

  const leaveGuard = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-describedby="wizard-leave-guard-text" maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id="wizard-leave-guard-text" sx={{ color: 'text.primary' }}>
          {LEAVE_GUARD_TEXT}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave}>Understood, do not save</Button>
        <Button
          variant="contained"
          onClick={() => {
            const form = pending;
            setPending(null);
            form?.submit();
          }}
        >
          Next
        </Button>
      </DialogActions>
    </Dialog>
  );

  return {
    returnUrl,
    saved: () => navigate(returnUrl ?? employeeNextStepPath(step)),
    back: (form) => {
      if (form.dirty) setPending(form);
      else if (backPath) navigate(backPath);
    },
    leaveGuard,
  };
}
