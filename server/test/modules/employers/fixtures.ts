import { Dress, ExpenseType, JobPeriodType, newJobEditorModel, Role, Shift, type JobEditorModel } from '@dutylink/contracts';
import { format } from 'date-fns';
import { buy, subscriber } from '../../helpers/subscriptions';
import type { TestApp } from '../../helpers/test-app';

export const dayOf = (now: Date, days = 0) => format(new Date(now.getTime() + days * 86_400_000), 'yyyy-MM-dd');

/** A signed-up employer with a verified e-mail; with `subscribed` also a Monthly plan bought. */
export async function employer(t: TestApp, subscribed = true): Promise<{ cookie: string; userId: number; phone: string }> {
  const user = await subscriber(t, Role.Employer);
  if (subscribed) await buy(t, user.cookie, 'dutylink-monthly');
  return user;
}

/** A complete, valid job editor model starting `fromDays` from the test clock's today. */
export function validJob(t: TestApp, patch: { title?: string; numberOfEmployee?: number; fromDays?: number } = {}): JobEditorModel {
  const now = t.clock.now();
  const model = newJobEditorModel(dayOf(now));
  model.general = {
    ...model.general,
    title: patch.title ?? 'Concert security',
    specializations: [1, 5],
    periodType: JobPeriodType.Range,
    from: dayOf(now, patch.fromDays ?? 1),
    to: dayOf(now, (patch.fromDays ?? 1) + 3),
    days: [5, 6],
    shift: Shift.Other,
    timeRange: [{ from: '10:00', to: '18:00' }],
    description: 'Bag checks at the gate',
    categories: [1, 14],
    subCategories: [101],
    otherCategory: 'Stage crew',
  };
  model.details = {
    locationName: 'Arena',
    address: { address1: '2500 Victory Ave', address2: '', city: 'Dallas', idstate: 44, postalCode: '75219' },
    locationDescription: 'Staff entrance',
    locationIDs: [101],
    jobLocationsAll: false,
  };
  model.payment = {
    ...model.payment,
    numberOfEmployee: patch.numberOfEmployee ?? 2,
    salaryValue: 28.5,
    uniformType: Dress.Other,
    uniformOther: 'Event T-shirt',
    travel: true,
    travelTypes: [ExpenseType.Mileage],
    mileageRate: 0.67 + 1,
    payrollSchedule: 14,
  };
  return model;
}
