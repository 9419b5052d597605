import { refreshSession, subscriptionApi } from '@dutylink/api-client';
import type { PlanConfigItem, Subscription, Transaction } from '@dutylink/contracts';
import { plans as defaultPlans } from './fixtures';

export const api = subscriptionApi as unknown as { [K in keyof typeof subscriptionApi]: jest.Mock };
export const refreshSessionMock = refreshSession as unknown as jest.Mock;

export function answer({ subscription, transactions = [], plans = defaultPlans }: { subscription: Subscription; transactions?: Transaction[]; plans?: PlanConfigItem[] }) {
  for (const mock of Object.values(api)) mock.mockReset();
  refreshSessionMock.mockClear();
  api.config.mockResolvedValue(plans);
  api.get.mockResolvedValue(subscription);
  api.transactions.mockResolvedValue(transactions);
}
