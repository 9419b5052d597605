import { memo, useCallback, useMemo } from 'react';
import { Box, Button } from '@mui/material';
import { useFormikContext } from 'formik';
import { LeaveGuardTracker, type LeaveGuard } from './use-leave-guard';

export interface ProfileStepActionsProps {
  /** The page's leave guard, told whether the form was modified and how to save it. */
  guard: Pick<LeaveGuard, 'track'>;
  /** Set in edit mode: the submit button reads 'Save' (it saves and returns) instead of 'Next'. */
  returnUrl: string | undefined;
  /** Whether Back leads somewhere (a first step offers it in edit mode only). */
  showBack: boolean;
  onBack: () => void;
}

/** A profile step's submit button: 'Next' while onboarding, 'Save' in edit mode (a returnUrl). */
export function profileStepSubmitLabel(returnUrl: string | undefined): 'Next' | 'Save' {
  return returnUrl ? 'Save' : 'Next';
}

/**
 * Back and the submit button of a profile step's Formik form (the employee wizard's steps, the company
 * profile): 'Next' while onboarding, 'Save' in edit mode (issue 17: it read 'Next' there too). Both wait
 * while the form saves.
 */
export function ProfileStepActions({ guard, ...view }: ProfileStepActionsProps) {
  const { dirty, isSubmitting, submitForm } = useFormikContext();
  const submit = useCallback(() => void submitForm(), [submitForm]);
  const form = useMemo(() => ({ dirty, submit }), [dirty, submit]);
  return (
    <>
      <LeaveGuardTracker guard={guard} form={form} />
      <ActionsView {...view} submitting={isSubmitting} />
    </>
  );
}

const ActionsView = memo(function ActionsView({ returnUrl, showBack, onBack, submitting }: Omit<ProfileStepActionsProps, 'guard'> & { submitting: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
      {showBack && (
        <Button variant="outlined" onClick={onBack} disabled={submitting} sx={{ mr: 'auto' }}>
          Back
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={submitting}>
        {profileStepSubmitLabel(returnUrl)}
      </Button>
    </Box>
  );
});
