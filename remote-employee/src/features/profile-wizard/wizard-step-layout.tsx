import type { ReactNode } from 'react';
import { Container, Stack } from '@mui/material';
import { Role, type Step } from '@dutylink/contracts';
import { ProfileWizardHeader } from '@dutylink/design-system';

export interface WizardStepLayoutProps {
  step: Step;
  returnUrl: string | undefined;
  children?: ReactNode;
}

/** The page frame of an employee wizard step: 'Create profile' with progress, or 'Edit my employee profile' with Close. */
export function WizardStepLayout({ step, returnUrl, children }: WizardStepLayoutProps) {
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <ProfileWizardHeader role={Role.Employee} step={step} returnUrl={returnUrl} />
        {children}
      </Stack>
    </Container>
  );
}
