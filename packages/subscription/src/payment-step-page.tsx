import { Box, Button, CircularProgress, Container, List, ListItem, ListItemText, Stack, Step as StepperStep, StepLabel, Stepper, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EMPLOYEE_STEPS, EMPLOYER_STEPS, Role, ROLE_SLUG, safeReturnUrl, Step, STEP_LABEL, type SelfServiceRole } from '@dutylink/contracts';
import { CurrentPlanCard } from './current-plan-card';
import { planLabel, planPrice } from './plan-price';
import { useSubscriptionData } from './use-subscription-data';
import { useSubscriptionDialogs } from './use-subscription-dialogs';

/** Spec section 2: the Payment step goes back to Experience (employee) or General information (employer). */
const BACK_PATH: Record<SelfServiceRole, string> = {
  [Role.Employee]: '/employee/experience',
  [Role.Employer]: '/employer/general',
};

export interface PaymentStepPageProps {
  role: SelfServiceRole;
}

/**
 * /{role}/payment, the last onboarding step. With a returnUrl it is edit mode (header 'Edit my …
 * profile' and Close), without it 'Create profile' with the numbered progress. The server marks
 * the step filled when a subscription starts.
 */
export function PaymentStepPage({ role }: PaymentStepPageProps) {
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const data = useSubscriptionData({ withTransactions: false });
  const { openBuy, openCancel, openPromo, dialogs } = useSubscriptionDialogs(role, data);
  const steps = role === Role.Employee ? EMPLOYEE_STEPS : EMPLOYER_STEPS;
  const isVirtual = !!data.subscription?.virtual;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="h4" component="h1">
            {returnUrl ? `Edit my ${ROLE_SLUG[role]} profile` : 'Create profile'}
          </Typography>
          {returnUrl && (
            <Button component={RouterLink} to={returnUrl}>
              Close
            </Button>
          )}
        </Box>
        {!returnUrl && (
          <Stepper activeStep={steps.indexOf(Step.Payment)} alternativeLabel aria-label="Profile steps">
            {steps.map((step) => (
              <StepperStep key={step}>
                <StepLabel>{STEP_LABEL[step]}</StepLabel>
              </StepperStep>
            ))}
          </Stepper>
        )}
        <Typography variant="h5" component="h2">
          {STEP_LABEL[Step.Payment]}
        </Typography>
        {data.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading subscription" />
          </Box>
        ) : (
          <>
            {!isVirtual && data.plans.length > 0 && (
              <Box>
                <Typography>Choose a subscription plan:</Typography>
                <List aria-label="Subscription plans">
                  {data.plans.map((plan) => (
                    <ListItem key={plan.productId} divider>
                      <ListItemText primary={planLabel(plan)} secondary={planPrice(plan)} />
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
            <CurrentPlanCard subscription={data.subscription} plans={data.plans} onBuy={openBuy} onCancel={openCancel} />
            {!isVirtual && (
              <Box>
                <Button variant="outlined" onClick={openPromo}>
                  Add Promo Code
                </Button>
              </Box>
            )}
          </>
        )}
        {!returnUrl && (
          <Box>
            <Button component={RouterLink} to={BACK_PATH[role]}>
              Back
            </Button>
          </Box>
        )}
      </Stack>
      {dialogs}
    </Container>
  );
}
