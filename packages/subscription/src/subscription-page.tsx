import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { ROLE_SLUG, type SelfServiceRole } from '@dutylink/contracts';
import { NotFoundPage } from '@dutylink/design-system';
import { BillingTable } from './billing-table';
import { CurrentPlanCard } from './current-plan-card';
import { ProfileFirstNotice } from './profile-first';
import { PaymentSuccessDialog } from './payment-success-dialog';
import { subscriptionPath } from './role-paths';
import { useSubscriptionDialogs } from './use-subscription-dialogs';

export const PAYMENT_FAILED_MESSAGE = 'Subscription cancelled by user';

export interface SubscriptionPageProps {
  role: SelfServiceRole;
}

/**
 * /{role}/subscription and /{role}/subscription/:result (success | failed), where the payment
 * provider sends the browser back.
 */
export function SubscriptionPage({ role }: SubscriptionPageProps) {
  const { result } = useParams();
  if (result !== undefined && result !== 'success' && result !== 'failed') return <NotFoundPage />;
  return <SubscriptionView role={role} result={result} />;
}

function SubscriptionView({ role, result }: SubscriptionPageProps & { result: 'success' | 'failed' | undefined }) {
  const navigate = useNavigate();
  const read = useRead(reads.subscription.plan(true));
  const data = read.status === 'ready' ? read.data : undefined;
  const { openBuy, openCancel, openPromo, dialogs } = useSubscriptionDialogs(role, data);
  // The dialog's read of the purchase also read the session and the plan again (the api-client's lastPurchase).
  const closeSuccess = () => navigate(subscriptionPath(role), { replace: true });

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            My {ROLE_SLUG[role]} subscription
          </Typography>
          {data && !data.subscription?.virtual && (
            <Button variant="outlined" onClick={openPromo}>
              Add Promo Code
            </Button>
          )}
        </Box>
        {result === 'failed' && <Alert severity="error">{PAYMENT_FAILED_MESSAGE}</Alert>}
        {!data ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading subscription" />
          </Box>
        ) : (
          <>
            <ProfileFirstNotice role={role} />
            <CurrentPlanCard subscription={data.subscription} plans={data.plans} onBuy={openBuy} onCancel={openCancel} />
            <BillingTable transactions={data.transactions} />
          </>
        )}
      </Stack>
      {dialogs}
      {result === 'success' && <PaymentSuccessDialog onClose={closeSuccess} />}
    </Container>
  );
}
