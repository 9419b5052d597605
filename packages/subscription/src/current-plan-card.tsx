import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useNavigate } from '@dutylink/router';
import { paths, type PlanConfigItem, type Subscription } from '@dutylink/contracts';
import { EmptyState } from '@dutylink/design-system';
import { currentPlanView } from './current-plan-view';
import { planLabel } from './plan-price';
import { Section } from './section';

export interface CurrentPlanCardProps {
  subscription: Subscription | null;
  plans: readonly PlanConfigItem[];
  onBuy: () => void;
  onCancel: () => void;
}

/** The 'Current plan' block (spec section 4, Subscription). */
export function CurrentPlanCard({ subscription, plans, onBuy, onCancel }: CurrentPlanCardProps) {
  const navigate = useNavigate();
  if (!subscription) {
    return (
      <Section title="Current plan">
        <EmptyState title="No data" />
      </Section>
    );
  }
  const view = currentPlanView(subscription);
  return (
    <Section title="Current plan">
      <Stack spacing={1}>
        {view.kind === 'inactive' && (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
            YOU DON&apos;T HAVE A CURRENT SUBSCRIPTION
          </Typography>
        )}
        {view.kind !== 'inactive' && view.planLabel && (
          <Typography variant="h5" component="p">
            {view.planLabel}
          </Typography>
        )}
        {view.until && <Typography>Active until {view.until}</Typography>}
        {view.nextPayment && (
          <>
            <Typography>Next payment: {view.nextPayment.date}</Typography>
            <Typography>
              Amount:{' '}
              {view.nextPayment.oldAmount && (
                <>
                  <Box component="del" sx={{ color: 'text.secondary' }}>
                    {view.nextPayment.oldAmount}
                  </Box>{' '}
                </>
              )}
              <Box component="strong">{view.nextPayment.amount}</Box>
            </Typography>
          </>
        )}
        {view.kind === 'ending' && <Typography sx={{ fontWeight: 700 }}>No more payments</Typography>}
        {view.kind === 'virtual' && (
          <>
            <Typography sx={{ fontWeight: 700 }}>No payments required</Typography>
            {plans.length > 0 && (
              <List dense aria-label="Plans" disablePadding>
                {plans.map((plan) => (
                  <ListItem key={plan.productId} disableGutters>
                    <ListItemText primary={planLabel(plan)} />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
        {view.promo && <Typography>Promo code: {view.promo}</Typography>}
        {view.queued && (
          <Box>
            <Typography>Next plan: {view.queued.planLabel}</Typography>
            <Typography>Starts {view.queued.starts}</Typography>
          </Box>
        )}
        <Stack direction="row" spacing={2} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
          {view.actions.map((action) => {
            switch (action) {
              case 'buy':
                return (
                  <Button key={action} variant="contained" onClick={onBuy}>
                    Buy Subscription
                  </Button>
                );
              case 'upgrade':
                return (
                  <Button key={action} variant="contained" onClick={onBuy}>
                    Upgrade subscription
                  </Button>
                );
              case 'cancel':
                return (
                  <Button key={action} variant="outlined" color="error" onClick={onCancel}>
                    Cancel Subscription
                  </Button>
                );
              case 'go':
                return (
                  <Button key={action} variant="contained" onClick={() => navigate(paths.home)}>
                    Go!
                  </Button>
                );
            }
          })}
        </Stack>
      </Stack>
    </Section>
  );
}
