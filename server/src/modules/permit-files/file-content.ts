import { fileTypeFromBuffer } from 'file-type';
import { PERMIT_FILE_MEDIA_TYPES, type PermitFileMediaType } from '@dutylink/contracts';

/** The extensions a name of each type may end in; a name ending otherwise gets the first. */
const EXTENSIONS: Record<PermitFileMediaType, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
  'image/heif': ['heif', 'heic'],
  'application/pdf': ['pdf'],
};

/** What the bytes are (their signature, not the name or the declared type); undefined when not a photo or PDF we take. */
export async function sniffPermitFile(bytes: Uint8Array): Promise<PermitFileMediaType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return PERMIT_FILE_MEDIA_TYPES.find((type) => type === found?.mime);
}

/**
 * The Content-Disposition of a served file: the uploaded name, ending in the extension of what the
 * bytes are (`scan.pdf` that is a PNG is saved as `scan.pdf.png`), as an ASCII fallback and as
 * RFC 5987 UTF-8. Photos open in the tab; a PDF is saved (`attachment`): browsers refuse to run their
 * PDF viewer in a sandboxed document, and the sandbox is what keeps a crafted PDF's script out of our origin.
 */
export function contentDisposition(name: string, mediaType: PermitFileMediaType): string {
  const extensions = EXTENSIONS[mediaType];
  const named = extensions.some((extension) => name.toLowerCase().endsWith(`.${extension}`)) ? name : `${name}.${extensions[0]}`;
  const ascii = named.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const utf8 = encodeURIComponent(named).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${mediaType === 'application/pdf' ? 'attachment' : 'inline'}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
