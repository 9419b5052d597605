/** One line, at most `max` characters; '...' (GSM-7, unlike '…', which would make the whole SMS UCS-2). */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 3).trimEnd()}...`;
}

/**
 * The values clipped together within `budget` characters: none is clipped while they fit, else the longest gives
 * way first, so a short title leaves its room to a long company name (an SMS's segments are the budget).
 */
export function clipTogether(values: readonly string[], budget: number): string[] {
  const lines = values.map((value) => value.replace(/\s+/g, ' ').trim());
  const room = lines.map((line) => line.length);
  for (let over = room.reduce((sum, n) => sum + n, 0) - budget; over > 0; over -= 1) room[room.indexOf(Math.max(...room))] -= 1;
  return lines.map((line, i) => clip(line, room[i]));
}

/** A person's name in plain GSM-7 letters: accents dropped (Zoë: Zoe), any other character GSM-7 lacks left out. */
export function gsmName(name: string): string {
  return name.normalize('NFKD').replace(/[^A-Za-z0-9 .'-]/g, '').replace(/\s+/g, ' ').trim();
}
