import { formatPhone, isUsPhone, maskedCaret, maskPhone, toE164 } from './phone';

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

  it.each([
    ['', ''],
    ['5', '+1 (5'],
    ['555', '+1 (555'],
    ['5555', '+1 (555) 5'],
    ['555555', '+1 (555) 555'],
    ['5555550', '+1 (555) 555-0'],
    ['5a55x5550100999', '+1 (555) 555-0100'],
    ['+15555550100', '+1 (555) 555-0100'],
    ['15555550100', '+1 (555) 555-0100'],
    ['(555) 555-0100', '+1 (555) 555-0100'],
    ['+1 (555) 555-0100', '+1 (555) 555-0100'],
    // A digit typed at the end of a full number, and the fixed '+1 (' deleted from a masked one.
    ['+1 (555) 555-01009', '+1 (555) 555-0100'],
    ['+1 (', ''],
  ])('masks %j as %j', (text, masked) => {
    expect(maskPhone(text)).toBe(masked);
  });

  it('keeps the caret after the digits before it', () => {
    // '7' typed after the area code of a full number (the last digit falls off).
    expect(maskedCaret('+1 (555)7 555-0100', 9)).toBe('+1 (555) 7'.length);
    // The ')' deleted: nothing changes, the caret stays after the area code.
    expect(maskedCaret('+1 (555 555-0100', 7)).toBe('+1 (555'.length);
    // The first digit deleted.
    expect(maskedCaret('+1 (55) 555-0100', 4)).toBe('+1 ('.length);
    expect(maskedCaret('', 0)).toBe(0);
  });
});
