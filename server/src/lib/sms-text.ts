/** One line, at most `max` characters; '...' (GSM-7, unlike '…', which would make the whole SMS UCS-2). */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 3).trimEnd()}...`;
}

/** A person's name in plain GSM-7 letters: accents dropped (Zoë: Zoe), any other character GSM-7 lacks left out. */
export function gsmName(name: string): string {
  return name.normalize('NFKD').replace(/[^A-Za-z0-9 .'-]/g, '').replace(/\s+/g, ' ').trim();
}
