import { formatPhone, isUsPhone, toE164 } from './phone';

describe('phone', () => {
  it('turns the masked form into E.164', () => {
    expect(toE164('+1 (555) 555-0100')).toBe('+15555550100');
    expect(toE164('+15555550100')).toBe('+15555550100');
  });

  it('refuses numbers that are not US cell numbers', () => {
    expect(toE164('5555550100')).toBeUndefined();
    expect(toE164('+1 (555) 555-010')).toBeUndefined();
    expect(toE164('+1 (055) 555-0100')).toBeUndefined();
    expect(toE164('+44 20 7946 0958')).toBeUndefined();
    expect(isUsPhone('+1 (555) 155-0100')).toBe(false);
  });

  it('formats E.164 with the mask', () => {
    expect(formatPhone('+15555550100')).toBe('+1 (555) 555-0100');
  });
});
