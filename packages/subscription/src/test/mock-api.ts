import { subscriptionApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step, type PlanConfigItem, type Subscription, type Transaction } from '@dutylink/contracts';
import { plans as defaultPlans } from './fixtures';

export const api = subscriptionApi as unknown as { [K in keyof typeof subscriptionApi]: jest.Mock };

/** A signed-in user whose profile steps before Payment are filled (`filledStep` overrides). */
export function signedIn(filledStep: Step[] = [Step.General, Step.Permits, Step.Notifications, Step.Experience]) {
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 1, role: Role.Employee, emailVerified: true, filledStep } });
}

export function answer({ subscription, transactions = [], plans = defaultPlans }: { subscription: Subscription; transactions?: Transaction[]; plans?: PlanConfigItem[] }) {
  signedIn();
  for (const mock of Object.values(api)) mock.mockReset();
  api.config.mockResolvedValue(plans);
  api.get.mockResolvedValue(subscription);
  api.transactions.mockResolvedValue(transactions);
}
