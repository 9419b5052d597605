import { formatShortDate, SubscriptionState, type AdminSubscriptionView } from '@dutylink/contracts';
import { Fields, ProfileCard } from '@dutylink/design-system';

export const SUBSCRIPTION_STATE_LABEL: Record<SubscriptionState, string> = {
  [SubscriptionState.Inactive]: 'Inactive',
  [SubscriptionState.Active]: 'Active',
  [SubscriptionState.Cancelled]: 'Cancelled',
};

const date = (value: string | null) => (value ? formatShortDate(value) : '—');

/** The admin view of a user's subscription (spec section 3): state, promo, started and end dates. */
export function SubscriptionCard({ view }: { view: AdminSubscriptionView | undefined }) {
  return (
    <ProfileCard title="Subscription" filled={!!view}>
      {view && (
        <Fields
          rows={[
            ['State', `${SUBSCRIPTION_STATE_LABEL[view.state] ?? '—'}${view.virtual ? ' (free through a promo)' : ''}`],
            ['Promo code', view.promo ?? '—'],
            ['Started', date(view.started)],
            ['End', date(view.end)],
          ]}
        />
      )}
    </ProfileCard>
  );
}
