import { foldToGsm7, smsSize, unicodeCharacters } from './sms-alphabet';

describe('the SMS alphabet', () => {
  it('folds typography, accents GSM-7 lacks and other letters, and keeps GSM-7 as it is', () => {
    expect(foldToGsm7('Night Watch – Gate 3 … “Bring ID” don’t')).toBe('Night Watch - Gate 3 ... "Bring ID" don\'t');
    expect(foldToGsm7('Zoë Łukasz Nguyễn, Peña, Müller, Çelik, façade')).toBe('Zoe Lukasz Nguyen, Peña, Müller, Çelik, facade');
    expect(foldToGsm7('7:00\u202fAM\u00a0CST')).toBe('7:00 AM CST');
    expect(foldToGsm7('Guard 警备 🚓 shift')).toBe('Guard ?? shift');
    expect(foldToGsm7('€5 [a] {b} ~c~ ^d | \\')).toBe('€5 [a] {b} ~c~ ^d | \\');
    const once = foldToGsm7('Ünïcödé – “text” 😀');
    expect(foldToGsm7(once)).toBe(once);
    expect(smsSize(once).encoding).toBe('GSM-7');
  });

  it('counts segments as carriers bill them', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', segments: 1 });
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    // The admin's old counter said 2 parts for 310 characters; a joined part holds 153.
    expect(smsSize('a'.repeat(310)).segments).toBe(3);
    // An extension character (€ [ ] { }) takes two places.
    expect(smsSize('€'.repeat(80)).segments).toBe(1);
    expect(smsSize('€'.repeat(81)).segments).toBe(2);
    expect(smsSize(`${'a'.repeat(70)}–`)).toEqual({ encoding: 'UCS-2', segments: 2 });
    expect(smsSize('a'.repeat(69) + '’')).toEqual({ encoding: 'UCS-2', segments: 1 });
  });

  it('names the characters that force Unicode, each once', () => {
    expect(unicodeCharacters('It’s – really – it’s')).toEqual(['’', '–']);
    expect(unicodeCharacters('Plain text, é ñ ü €')).toEqual([]);
  });
});
