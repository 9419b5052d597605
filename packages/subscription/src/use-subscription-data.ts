import { useCallback, useEffect, useState } from 'react';
import { subscriptionApi } from '@dutylink/api-client';
import type { PlanConfigItem, Subscription, Transaction } from '@dutylink/contracts';

export interface SubscriptionData {
  loading: boolean;
  plans: PlanConfigItem[];
  /** null when the call failed (its error toast is shown). */
  subscription: Subscription | null;
  transactions: Transaction[];
}

/** Loads the plans, the subscription and, if asked, the billing transactions in parallel. */
export function useSubscriptionData({ withTransactions }: { withTransactions: boolean }) {
  const [data, setData] = useState<SubscriptionData>({ loading: true, plans: [], subscription: null, transactions: [] });

  const reload = useCallback(async () => {
    const [plans, subscription, transactions] = await Promise.all([
      subscriptionApi.config(),
      subscriptionApi.get(),
      withTransactions ? subscriptionApi.transactions() : Promise.resolve([]),
    ]);
    setData({ loading: false, plans: plans ?? [], subscription: subscription ?? null, transactions: transactions ?? [] });
  }, [withTransactions]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const setSubscription = useCallback((subscription: Subscription) => setData((d) => ({ ...d, subscription })), []);

  return { ...data, reload, setSubscription };
}
