import { renderEmail } from '../../../src/messaging/email-content';
import { newApplicantEmail, newApplicantSms } from '../../../src/modules/job-notices/texts';

/** The applicant digest's words (issue 35): how many, the first few first names, plain GSM-7, short. */
describe('the applicant digest texts', () => {
  const job = { id: 7, title: 'Dock watch', company: 'Shield Co' };
  const link = 'https://dutylink.example/employer/jobs/7/applicants';
  const sms = (count: number, firstNames: string[]) => newApplicantSms(job, { count, firstNames }, link);
  const GSM_7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r]*$/;

  it('reads naturally for one, two, three and many', () => {
    expect(sms(1, ['Ann'])).toBe(`DutyLink: a new applicant for "Dock watch": Ann. Review: ${link}`);
    expect(sms(2, ['Ann', 'Bob'])).toBe(`DutyLink: 2 new applicants for "Dock watch": Ann and Bob. Review: ${link}`);
    expect(sms(3, ['Ann', 'Bob', 'Carl'])).toBe(`DutyLink: 3 new applicants for "Dock watch": Ann, Bob and Carl. Review: ${link}`);
    expect(sms(200, ['Ann', 'Bob', 'Carl'])).toBe(`DutyLink: 200 new applicants for "Dock watch": Ann, Bob, Carl and 197 more. Review: ${link}`);
  });

  it('folds names to GSM-7, clips long ones, and leaves out names it cannot write', () => {
    const text = sms(4, ['Zoë', 'Bartholomew-Maximilian', '李']);
    expect(text).toBe(`DutyLink: 4 new applicants for "Dock watch": Zoe, Bartholomew-... and 2 more. Review: ${link}`);
    expect(text).toMatch(GSM_7);
    expect(sms(2, [])).toBe(`DutyLink: 2 new applicants for "Dock watch". Review: ${link}`);
    expect(sms(200, ['Ann', 'Bob', 'Carl']).length).toBeLessThanOrEqual(160);
  });

  it('says the same by e-mail, with how often it comes', () => {
    const email = (count: number, firstNames: string[]) => renderEmail(newApplicantEmail(job, { count, firstNames }, link));
    expect(email(1, ['Ann'])).toMatchObject({
      subject: 'A new applicant for Dock watch',
      text: `Ann has applied to your job "Dock watch".\n\nReview the applicants: ${link}\n\nYou get at most one of these notices per job per 10 minutes. Change how you hear of applicants on your DutyLink profile.\n\nDutyLink`,
    });
    expect(email(5, ['Ann', 'Bob', 'Carl']).subject).toBe('5 new applicants for Dock watch');
    expect(email(5, ['Ann', 'Bob', 'Carl']).text).toMatch(/^Ann, Bob, Carl and 2 more have applied to your job "Dock watch"\./);
    expect(email(2, []).text).toMatch(/^2 officers have applied to your job/);
  });
});
