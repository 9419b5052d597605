import type { MouseEvent } from 'react';
import { Box, Button, Typography, Step as StepperStep, StepLabel, Stepper, type Theme } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { EMPLOYEE_STEPS, EMPLOYER_STEPS, Role, ROLE_SLUG, STEP_LABEL, type SelfServiceRole, type Step } from '@dutylink/contracts';
import { visuallyHidden } from './visually-hidden';

/**
 * Below 600 px the bar shows its numbers only: five labels side by side ran into each other at 390 px. The
 * step's name is the heading under the bar; the labels stay for screen readers.
 */
const numbersOnlyOnPhones = (theme: Theme) => ({ '& .MuiStepLabel-label': { [theme.breakpoints.down('sm')]: visuallyHidden } });

export interface ProfileWizardHeaderProps {
  role: SelfServiceRole;
  step: Step;
  /** Edit mode when set: 'Edit my … profile' with a Close link there, and no progress bar. */
  returnUrl: string | undefined;
  /** Close through the page's leave guard (a modified form warns first); without it Close simply leaves. */
  onClose?: () => void;
}

/**
 * The header of every profile wizard step (spec section 2): 'Create profile' with the numbered
 * progress bar while onboarding, 'Edit my employee profile' / 'Edit my employer profile' with a
 * Close link in edit mode, then the step's own title.
 */
export function ProfileWizardHeader({ role, step, returnUrl, onClose }: ProfileWizardHeaderProps) {
  const steps = role === Role.Employee ? EMPLOYEE_STEPS : EMPLOYER_STEPS;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1">
          {returnUrl ? `Edit my ${ROLE_SLUG[role]} profile` : 'Create profile'}
        </Typography>
        {returnUrl && (
          <Button
            component={RouterLink}
            to={returnUrl}
            onClick={(event: MouseEvent) => {
              if (!onClose) return;
              event.preventDefault();
              onClose();
            }}
          >
            Close
          </Button>
        )}
      </Box>
      {!returnUrl && (
        <Stepper activeStep={steps.indexOf(step)} alternativeLabel aria-label="Profile steps" sx={numbersOnlyOnPhones}>
          {steps.map((each) => (
            <StepperStep key={each}>
              <StepLabel>{STEP_LABEL[each]}</StepLabel>
            </StepperStep>
          ))}
        </Stepper>
      )}
      <Typography variant="h5" component="h2">
        {STEP_LABEL[step]}
      </Typography>
    </>
  );
}
