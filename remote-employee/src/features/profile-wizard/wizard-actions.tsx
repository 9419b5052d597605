import { Box, Button } from '@mui/material';

export interface WizardActionsProps {
  onBack: () => void;
  showBack: boolean;
  submitting: boolean;
}

/** Back (when there is somewhere to go) and the submit button 'Next' of a wizard step form. */
export function WizardActions({ onBack, showBack, submitting }: WizardActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
      {showBack && (
        <Button variant="outlined" onClick={onBack} disabled={submitting} sx={{ mr: 'auto' }}>
          Back
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={submitting}>
        Next
      </Button>
    </Box>
  );
}
