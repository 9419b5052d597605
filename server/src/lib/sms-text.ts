import { foldToGsm7, smsSize } from '@dutylink/contracts';

/*
 * Every SMS text is written here (issue 37). Carriers bill a text by its segments: one character outside GSM-7
 * makes the whole text UCS-2 (70 characters a part instead of 160), so all of it is folded to GSM-7; and each
 * template has a budget of segments, kept by shortening only what users wrote (titles, names, places, reasons),
 * never the link, the question or the STOP line.
 */

declare const fitted: unique symbol;
/** A text fit to send by SMS: folded to GSM-7 and within its template's budget (`sms`, `freeSms`). The outbox takes only these. */
export type SmsText = string & { readonly [fitted]: true };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One line of at most `max` characters, cut at a word when one ends in its last third, and marked with '...'
 * ('…' is not GSM-7). For e-mail subjects as well.
 */
export function clip(text: string, max: number): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, Math.max(0, max - 3));
  const space = cut.lastIndexOf(' ');
  return `${(space >= (cut.length * 2) / 3 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

class UserValue {
  constructor(
    readonly text: string,
    readonly max: number,
  ) {}
}

/** A value someone typed (a job title, a company, a name, a place, a reason): one line, at most `max` characters, the first to give way to the budget. */
export const user = (text: string, max: number) => new UserValue(foldToGsm7(oneLine(text)), max);

/** The shortest a user's value is clipped to for the budget: enough to recognise it. */
const MIN_ROOM = 12;

/** What an SMS template interpolates: text, a number, a user's value, or a list of them (a part shown only sometimes). */
export type SmsPiece = string | number | UserValue | readonly SmsPiece[];
const flat = (piece: SmsPiece): Array<string | UserValue> => (Array.isArray(piece) ? piece.flatMap(flat) : [piece instanceof UserValue ? piece : String(piece)]);

/**
 * The template tag of every SMS: sms(2)`DutyLink: you are hired for "${user(title, 40)}". Your shifts: ${link}`.
 * Text and values are folded to GSM-7; values marked `user` are clipped to their max, then the longest of them
 * first, a character at a time, until the text fits `budget` segments. Other values (links, times, money) are
 * never shortened. A template that cannot fit with every user value at MIN_ROOM is sent as it is: the template
 * tests (server/test/messaging/sms-budgets.test.ts) fail on it first.
 */
export function sms(budget: number) {
  return (strings: TemplateStringsArray, ...values: readonly SmsPiece[]): SmsText => {
    const pieces = strings.flatMap((text, i) => (i === 0 ? [text] : [...flat(values[i - 1]!), text]));
    const room = pieces.map((piece) => (piece instanceof UserValue ? Math.min(piece.max, piece.text.length) : 0));
    const render = () =>
      foldToGsm7(
        pieces.reduce<string>((text, piece, i) => {
          if (piece instanceof UserValue) return text + clip(piece.text, room[i]!);
          // 'Rancho Santa...' ends a sentence without a fourth dot.
          return text + (pieces[i - 1] instanceof UserValue && text.endsWith('...') && piece.startsWith('.') ? piece.slice(1) : piece);
        }, ''),
      );
    for (let text = render(); ; text = render()) {
      if (smsSize(text).segments <= budget) return text as SmsText;
      const longest = room.indexOf(Math.max(...room));
      if (room[longest]! <= MIN_ROOM) return text as SmsText;
      // Down to the next longest at most, so that one gives way in its turn.
      const next = Math.max(MIN_ROOM, ...room.filter((_, i) => i !== longest));
      room[longest] = Math.max(MIN_ROOM, room[longest]! - Math.max(1, Math.min(over(text, budget), room[longest]! - next)));
    }
  };
}

/** About how many characters a text is over `budget` segments (extension characters count twice). */
function over(text: string, budget: number): number {
  const units = text.length + (text.match(/[\^{}[\]~|€\\]/g)?.length ?? 0);
  return units - (budget === 1 ? 160 : 153 * budget);
}

/** A text an admin wrote whole (the Send SMS dialog): folded to GSM-7, its length the admin's to choose. */
export const freeSms = (text: string) => foldToGsm7(text.trim()) as SmsText;
