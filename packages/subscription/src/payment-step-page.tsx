import { Box, Button, CircularProgress, Container, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { Role, safeReturnUrl, Step, type SelfServiceRole } from '@dutylink/contracts';
import { ProfileWizardHeader } from '@dutylink/design-system';
import { CurrentPlanCard } from './current-plan-card';
import { ProfileFirstNotice } from './profile-first';
import { planLabel, planPrice } from './plan-price';
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
  const read = useRead(reads.subscription.plan(false));
  const data = read.status === 'ready' ? read.data : undefined;
  const { openBuy, openCancel, openPromo, dialogs } = useSubscriptionDialogs(role, data);
  const isVirtual = !!data?.subscription?.virtual;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <ProfileWizardHeader role={role} step={Step.Payment} returnUrl={returnUrl} />
        {!data ? (
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
                      <ListItemText primary={planLabel(plan)} secondary={planPrice(plan, data.subscription?.promo ?? null)} />
                    </ListItem>
                  ))}
                </List>
              </Box>
            )}
            <ProfileFirstNotice role={role} />
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
