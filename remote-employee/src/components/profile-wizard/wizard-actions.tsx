import { Box, Button } from '@dutylink/mui';
import { LeaveGuardTracker } from '@dutylink/design-system';
import type { WizardForm, WizardStep } from './use-wizard-step';

export interface WizardActionsProps {
  wizard: Pick<WizardStep, 'returnUrl' | 'track' | 'back'>;
  /** The step's form, reported to the leave guard. */
  form: WizardForm;
  showBack: boolean;
  submitting: boolean;
}

/**
 * Back (when there is somewhere to go) and the submit button of a wizard step form: 'Next' while
 * onboarding, 'Save' in edit mode, where it saves and returns (issue 17: it read 'Next' there too).
 */
export function WizardActions({ wizard, form, showBack, submitting }: WizardActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
      <LeaveGuardTracker guard={wizard} form={form} />
      {showBack && (
        <Button variant="outlined" onClick={wizard.back} disabled={submitting} sx={{ mr: 'auto' }}>
          Back
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={submitting}>
        {wizard.returnUrl ? 'Save' : 'Next'}
      </Button>
    </Box>
  );
}
