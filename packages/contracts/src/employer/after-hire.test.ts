import { afterHireErrors } from './job-validation';
import { withdrawFormSchema, withdrawSchema } from '../jobs/withdraw';

const terms = { hired: 2, salaryType: 0, salaryValue: 30 };

test('after hires: the officers cannot go below the hired, the rate cannot go down or change type', () => {
  expect(afterHireErrors({ numberOfEmployee: 2, salaryType: 0, salaryValue: 30 }, terms)).toEqual({});
  expect(afterHireErrors({ numberOfEmployee: 5, salaryType: 0, salaryValue: 31.5 }, terms)).toEqual({});
  expect(afterHireErrors({ numberOfEmployee: 1, salaryType: 0, salaryValue: 29.99 }, terms)).toEqual({
    numberOfEmployee: '2 officers are hired: the number cannot be lower',
    salaryValue: 'Officers are hired at this rate: it cannot be lowered or change type',
  });
  expect(afterHireErrors({ numberOfEmployee: 2, salaryType: 1, salaryValue: 300 }, terms)).toEqual({ salaryValue: 'Officers are hired at this rate: it cannot be lowered or change type' });
  expect(afterHireErrors({ numberOfEmployee: 0, salaryType: 1, salaryValue: 1 }, { ...terms, hired: 0 })).toEqual({});
  expect(afterHireErrors({ numberOfEmployee: 0, salaryType: 0, salaryValue: 30 }, { ...terms, hired: 1 })).toEqual({ numberOfEmployee: '1 officer is hired: the number cannot be lower' });
});

test('a withdrawal reason is one of the list; the dialog requires one', async () => {
  await expect(withdrawSchema.validate({})).resolves.toEqual({});
  await expect(withdrawSchema.validate({ reason: 'Family emergency' })).resolves.toEqual({ reason: 'Family emergency' });
  await expect(withdrawSchema.validate({ reason: 'Because' })).rejects.toThrow('Choose a reason from the list');
  await expect(withdrawFormSchema.validate({ reason: '' })).rejects.toThrow('Tell the employer why you withdraw');
});
