import { Role } from './roles';
import { messages } from './messages';
import { codeSchema, emailSchema, signUpPhoneSchema } from './schemas';

describe('auth schemas', () => {
  it('requires +1 phones', async () => {
    await expect(signUpPhoneSchema.validate({ role: Role.Employee, phone: '+44 123', agreeSms: true, agreeEmails: true, agreeTerms: true }))
      .rejects.toThrow(messages.phoneStart);
  });

  it('never lets Admin sign up', async () => {
    await expect(signUpPhoneSchema.isValid({ role: Role.Admin, phone: '+1 (555) 555-0100', agreeSms: true, agreeEmails: true, agreeTerms: true }))
      .resolves.toBe(false);
  });

  it('requires all three consents', async () => {
    await expect(signUpPhoneSchema.isValid({ role: Role.Employer, phone: '+1 (555) 555-0100', agreeSms: true, agreeEmails: true, agreeTerms: false }))
      .resolves.toBe(false);
    await expect(signUpPhoneSchema.isValid({ role: Role.Employer, phone: '+1 (555) 555-0100', agreeSms: true, agreeEmails: true, agreeTerms: true }))
      .resolves.toBe(true);
  });

  it('takes exactly six digits as a code', () => {
    expect(codeSchema.isValidSync('123456')).toBe(true);
    expect(codeSchema.isValidSync('12345')).toBe(false);
    expect(codeSchema.isValidSync('12345a')).toBe(false);
  });

  it('checks e-mail length and format', () => {
    expect(emailSchema.isValidSync('a@b.co')).toBe(true);
    expect(emailSchema.isValidSync('a@b.c')).toBe(false);
    expect(emailSchema.isValidSync(`${'a'.repeat(60)}@b.com`)).toBe(false);
  });
});
