import { authPaths, Role } from '@dutylink/contracts';
import { newPhone, useTestDatabase, type TestApp } from '../../helpers/test-app';

const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

/** 6-digit codes other than `code`, all different. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count + 1 }, (_, i) => String((Number(code) + 1 + i * 4999) % 1_000_000).padStart(6, '0'))
    .filter((guess) => guess !== code)
    .slice(0, count);

describe('a code cannot be guessed', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP limit stays out of the way (testConfig): the per-code count alone must hold.
    t = await database.build();
  });

  it('checks at most 5 of 200 parallel guesses, so a right code among late guesses is refused', async () => {
    const phone = newPhone();
    expect((await t.call('POST', authPaths.signUpSendCode(Role.Employee, phone), { body: consents })).statusCode).toBe(200);
    const code = await t.latestCode(phone);

    const guesses = [...wrongCodes(code, 199), code];
    const answers = await Promise.all(guesses.map((guess) => t.call('POST', authPaths.signUpVerify(Role.Employee, phone, guess), { body: consents })));

    const { wrong_tries: checked } = await t.db.selectFrom('phone_codes').select('wrong_tries').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect({ checked, accepted: answers.filter((a) => a.statusCode === 200).length }).toEqual({ checked: 5, accepted: 0 });
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('accepts a right code sent many times at once only once', async () => {
    const phone = newPhone();
    await t.call('POST', authPaths.signUpSendCode(Role.Employee, phone), { body: consents });
    const code = await t.latestCode(phone);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', authPaths.signUpVerify(Role.Employee, phone, code), { body: consents })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });
});
