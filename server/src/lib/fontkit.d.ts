/** The part of fontkit (pdfkit's font parser; no types of its own) that invoice-pdf.ts uses: a parsed font pdfkit accepts as is. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
