import { useEffect, useState } from 'react';
import { adminApi } from '@dutylink/api-client';
import { formatShortDate, SubscriptionState, type AdminSubscriptionView } from '@dutylink/contracts';
import { Fields, ProfileCard } from '@dutylink/design-system';

export const SUBSCRIPTION_STATE_LABEL: Record<SubscriptionState, string> = {
  [SubscriptionState.Inactive]: 'Inactive',
  [SubscriptionState.Active]: 'Active',
  [SubscriptionState.Cancelled]: 'Cancelled',
};

const date = (value: string | null) => (value ? formatShortDate(value) : '—');

/** The admin view of a user's subscription (spec section 3): state, promo, started and end dates. */
export function SubscriptionCard({ userId }: { userId: number }) {
  const [state, setState] = useState<{ userId: number; data: AdminSubscriptionView | undefined }>();
  useEffect(() => {
    let live = true;
    void adminApi.userSubscription(userId).then((data) => {
      if (live) setState({ userId, data });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  const data = state?.userId === userId ? state.data : undefined;
  return (
    <ProfileCard title="Subscription" filled={!!data}>
      {data && (
        <Fields
          rows={[
            ['State', `${SUBSCRIPTION_STATE_LABEL[data.state] ?? '—'}${data.virtual ? ' (free through a promo)' : ''}`],
            ['Promo code', data.promo ?? '—'],
            ['Started', date(data.started)],
            ['End', date(data.end)],
          ]}
        />
      )}
    </ProfileCard>
  );
}
