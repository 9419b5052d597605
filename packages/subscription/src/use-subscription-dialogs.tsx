import { useState, type ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useNavigate } from '@dutylink/router';
import { subscriptionApi } from '@dutylink/api-client';
import type { PlanConfigItem, SelfServiceRole, Subscription } from '@dutylink/contracts';
import { ConfirmDialog } from '@dutylink/design-system';
import { BuyFlow } from './buy-flow';
import { currentPlanView } from './current-plan-view';
import { profileStepPath, useMissingProfileSteps } from './profile-first';
import { PromoFlow } from './promo-flow';
type OpenDialog = 'buy' | 'cancel' | 'promo' | null;

/**
 * The buy, cancel and add-promo flows shared by the subscription page and the Payment step; `data` is the
 * plan read (undefined while it loads), which the api-client reads again after a cancel or a promo.
 */
export function useSubscriptionDialogs(role: SelfServiceRole, data: { plans: PlanConfigItem[]; subscription: Subscription | null } | undefined): {
  openBuy: () => void;
  openCancel: () => void;
  openPromo: () => void;
  dialogs: ReactNode;
} {
  const [open, setOpen] = useState<OpenDialog>(null);
  const [cancelling, setCancelling] = useState(false);
  const close = () => setOpen(null);
  const navigate = useNavigate();
  const [missingStep] = useMissingProfileSteps(role);
  // The server refuses a purchase or a promo before the profile: go and fill it instead.
  const openUnlessProfileMissing = (dialog: 'buy' | 'promo') => () =>
    missingStep === undefined ? setOpen(dialog) : void navigate(profileStepPath(role, missingStep));
  const view = data?.subscription ? currentPlanView(data.subscription) : null;
  const until = view?.until ?? null;

  const confirmCancel = async () => {
    setCancelling(true);
    await subscriptionApi.cancel();
    setCancelling(false);
    close();
  };

  const dialogs = (
    <>
      {open === 'buy' && <BuyFlow role={role} plans={data?.plans ?? []} promo={data?.subscription?.promo ?? null} warnUntil={view?.warnBeforeBuying ? until : null} onClose={close} />}
      {open === 'promo' && <PromoFlow replacing={!!data?.subscription?.promo} onClose={close} />}
      <ConfirmDialog
        open={open === 'cancel'}
        title="Cancel Subscription"
        text="Are you sure you want to cancel the subscription?"
        busy={cancelling}
        destructive
        onCancel={close}
        onConfirm={confirmCancel}
      >
        <Typography sx={{ mt: 2 }}>
          {until
            ? `Your subscription stays active until the end of the current period (${until}). No more payments will be taken.`
            : 'Your subscription stays active until the end of the current period. No more payments will be taken.'}
        </Typography>
        {view?.queued && (
          <Typography sx={{ mt: 2, fontWeight: 700 }}>
            {`The ${view.queued.planLabel} plan you bought to start on ${view.queued.starts} is cancelled too: it will not start and will not be charged.`}
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );

  return { openBuy: openUnlessProfileMissing('buy'), openCancel: () => setOpen('cancel'), openPromo: openUnlessProfileMissing('promo'), dialogs };
}
