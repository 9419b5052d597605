/** One line, at most `max` characters; '...' (GSM-7, unlike '…', which would make the whole SMS UCS-2). */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 3).trimEnd()}...`;
}
