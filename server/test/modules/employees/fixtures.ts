import {
  emptyPermitDocuments,
  PermitDocumentType as D,
  RateType,
  Role,
  type EmployeeExperience,
  type EmployeeGeneral,
  type EmployeeNotifications,
  type EmployeePermits,
} from '@dutylink/contracts';
import { sampleEmployeeGeneral } from '@dutylink/contracts/testing';
import { format } from 'date-fns';
import { buy, subscriber } from '../../helpers/subscriptions';
import type { TestApp } from '../../helpers/test-app';

export const day = (now: Date, days: number) => format(new Date(now.getTime() + days * 86_400_000), 'yyyy-MM-dd');

export const validGeneral = (): EmployeeGeneral => {
  const sample = sampleEmployeeGeneral();
  // An empty contact row as the form sends one.
  return { ...sample, emergencyContacts: [...sample.emergencyContacts, { name: '', phone: '' }] };
};

/** Specialization 1 (Unarmed Security Officer) requires the guard card. */
export function validPermits(now: Date): EmployeePermits {
  const documents = emptyPermitDocuments([D.GuardCard]);
  Object.assign(documents.find((d) => d.type === D.GuardCard)!, { exists: true, number: 'G-1', issued: day(now, -30), expired: day(now, 300) });
  return { documents, requiredDocs: [D.GuardCard], agree: true, securityClearance: true, military: false };
}

export const validNotifications = (): EmployeeNotifications => ({
  anySalary: false,
  atLeastSalary: 25.5,
  salaryType: RateType.Hourly,
  categories: [1, 2],
  subCategories: [101],
  locations: [101, 102],
  allZips: false,
  ziPs: ['75201'],
  radiusMiles: null,
});

export const validExperience = (): EmployeeExperience => ({
  industryExperiences: [
    { id: 1, name: 'Retail', checked: true, years: 3 },
    { id: 2, name: 'Healthcare', checked: false, years: null },
  ],
  trainings: [1, 2],
  otherTraining: 'Verbal Judo',
});

/** A signed-up employee with a verified e-mail; with `subscribed` also a Monthly plan bought. */
export async function employee(t: TestApp, subscribed = false): Promise<{ cookie: string; userId: number }> {
  // Unsubscribed: an empty profile, as after sign-up (the profile tests fill it step by step).
  const user = await subscriber(t, Role.Employee, { filledProfile: subscribed });
  if (subscribed) await buy(t, user.cookie, 'dutylink-monthly');
  return user;
}
