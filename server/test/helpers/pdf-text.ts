/** One line of text a PDF draws, with where it starts (PDF points, from the bottom left). */
export interface PdfLine {
  x: number;
  y: number;
  text: string;
}

/**
 * The lines of text of every page, read by PDF.js as a viewer reads them (through the fonts' Unicode
 * maps), in drawing order. Pieces that follow each other on one baseline are one line; a piece that
 * starts elsewhere (the next column) starts a new one.
 */
export async function pdfLines(pdf: Uint8Array): Promise<PdfLine[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: PdfLine[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    let last: (PdfLine & { end: number }) | undefined;
    for (const item of items) {
      if (!('str' in item) || item.str === '') continue;
      const [x, y] = [item.transform[4] as number, item.transform[5] as number];
      if (last && Math.abs(last.y - y) < 0.5 && Math.abs(last.end - x) < 1) {
        last.text += item.str;
        last.end = x + item.width;
        continue;
      }
      last = { x, y, text: item.str, end: x + item.width };
      lines.push(last);
    }
  }
  await document.destroy();
  return lines.map(({ x, y, text }) => ({ x, y, text }));
}
