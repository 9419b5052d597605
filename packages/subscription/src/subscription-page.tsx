import { useEffect } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@dutylink/mui';
import { useNavigate, useParams } from '@dutylink/router';
import { refreshSession } from '@dutylink/api-client';
import { ROLE_SLUG, type SelfServiceRole } from '@dutylink/contracts';
import { NotFoundPage } from '@dutylink/design-system';
import { BillingTable } from './billing-table';
import { CurrentPlanCard } from './current-plan-card';
import { ProfileFirstNotice } from './profile-first';
import { PaymentSuccessDialog } from './payment-success-dialog';
import { subscriptionPath } from './role-paths';
import { useSubscriptionData } from './use-subscription-data';
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
  const data = useSubscriptionData({ withTransactions: true });
  const { openBuy, openCancel, openPromo, dialogs } = useSubscriptionDialogs(role, data);
  const { reload } = data;

  // Back from the payment provider: the user's hasSubscription may have changed.
  useEffect(() => {
    if (result === 'success') void refreshSession();
  }, [result]);

  const closeSuccess = () => {
    // The session was refreshed on the way back from the payment provider (above).
    navigate(subscriptionPath(role), { replace: true });
    void reload();
  };

  const showPromoButton = !data.subscription?.virtual;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            My {ROLE_SLUG[role]} subscription
          </Typography>
          {!data.loading && showPromoButton && (
            <Button variant="outlined" onClick={openPromo}>
              Add Promo Code
            </Button>
          )}
        </Box>
        {result === 'failed' && <Alert severity="error">{PAYMENT_FAILED_MESSAGE}</Alert>}
        {data.loading ? (
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
