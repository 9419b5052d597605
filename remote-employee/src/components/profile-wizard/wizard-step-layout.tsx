import type { ReactNode } from 'react';
import { Container, Stack } from '@mui/material';
import { Role, type Step } from '@dutylink/contracts';
import { ProfileWizardHeader } from '@dutylink/design-system';

export interface WizardStepLayoutProps {
  step: Step;
  returnUrl: string | undefined;
  /** Close in edit mode, through the step's leave guard. */
  onClose?: () => void;
  children?: ReactNode;
}

/** The page frame of an employee wizard step: 'Create profile' with progress, or 'Edit my employee profile' with Close. */
export function WizardStepLayout({ step, returnUrl, onClose, children }: WizardStepLayoutProps) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <ProfileWizardHeader role={Role.Employee} step={step} returnUrl={returnUrl} onClose={onClose} />
        {children}
      </Stack>
    </Container>
  );
}
