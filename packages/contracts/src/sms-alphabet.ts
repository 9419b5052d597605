import { SegmentedMessage } from 'sms-segments-calculator';
import SmartEncodingMap from 'sms-segments-calculator/dist/libs/SmartEncodingMap';
import UnicodeToGsm from 'sms-segments-calculator/dist/libs/UnicodeToGSM';

/*
 * The SMS alphabet (issue 37): one character outside GSM-7 (an en dash, a curly apostrophe) makes a carrier send the
 * whole text as UCS-2, 70 characters a part instead of 160, and bill it so. Counting and the table of GSM-7 are
 * Twilio's own segment calculator's (sms-segments-calculator); folding starts from its Smart Encoding map.
 */

/** Letters that Unicode does not decompose into a GSM-7 letter and a mark (Ł is not L + a stroke). */
const LATIN: Readonly<Record<string, string>> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ð: 'D', ð: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i', ĸ: 'k',
  Œ: 'OE', œ: 'oe', Þ: 'Th', þ: 'th', ƒ: 'f',
};

const isGsm = (char: string) => (UnicodeToGsm as Record<number, number[]>)[char.codePointAt(0)!] !== undefined;
const allGsm = (text: string) => [...text].every(isGsm);

function foldChar(char: string): string {
  if (isGsm(char)) return char;
  if (/\s/u.test(char)) return ' ';
  const smart = (SmartEncodingMap as Record<string, string>)[char];
  if (smart !== undefined && allGsm(smart)) return smart;
  const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
  if (bare && allGsm(bare)) return bare;
  if (LATIN[char]) return LATIN[char];
  // A letter or digit of another script stays visible as missing; a symbol or an emoji is left out.
  return /[\p{L}\p{N}]/u.test(char) ? '?' : '';
}

/**
 * The text in the GSM-7 alphabet: dashes, quotes, ellipses and odd spaces as their plain forms ('–' '-', '’' "'",
 * '…' '...'), accented letters GSM-7 lacks without their accent ('ễ' 'e', 'Ł' 'L'), other scripts' letters '?',
 * symbols and emoji left out (with the space they leave). GSM-7's own accented letters (é, ñ, ü, à...) stay. Idempotent.
 */
export function foldToGsm7(text: string): string {
  return Array.from(text.normalize('NFC'), foldChar).join('').replace(/ {2,}/g, ' ');
}

/** The characters of a text that force UCS-2, each once, in order of appearance. */
export function unicodeCharacters(text: string): string[] {
  return [...new Set(new SegmentedMessage(text).getNonGsmCharacters())];
}

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** What carriers bill: 160 GSM-7 characters in one part, 153 a part when joined (70 and 67 in UCS-2). */
  segments: number;
}

export function smsSize(text: string): SmsSize {
  const message = new SegmentedMessage(text);
  return { encoding: message.encodingName, segments: message.segmentsCount };
}
