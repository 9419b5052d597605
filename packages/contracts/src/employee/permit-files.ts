import type { PermitDocumentType } from '../jobs/enums';

/**
 * Issue 21, uploads: one photo or PDF per held permit document, stored by the server and typed by
 * its bytes (the name and the browser's declared type are not trusted). Without yup: the api-client,
 * in every first page's script, reads the paths (the rules are in permit-file-schemas.ts).
 */

/** 5 MB, counted as 5 × 1024 × 1024 bytes. */
export const PERMIT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PERMIT_FILE_NAME_MAX_LENGTH = 255;

/** The media types the server accepts, as it reads them from the bytes (HEIC photos read as image/heic or image/heif). */
export const PERMIT_FILE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'] as const;
export type PermitFileMediaType = (typeof PERMIT_FILE_MEDIA_TYPES)[number];

/** The file input's `accept`: a phone offers its camera and photos, and files. */
export const PERMIT_FILE_ACCEPT = 'image/*,application/pdf';

/** Exactly as shown (the e2e journey reads them). */
export const permitFileMessages = {
  wrongType: 'Upload a photo (JPEG, PNG, WebP or HEIC) or a PDF',
  tooLarge: 'The file is larger than 5 MB',
  empty: 'The file is empty',
  badName: 'A file name cannot contain folders (/ or \\) or control characters',
  nameRequired: 'Name the file',
  /** The server's refusal of a file for a document not saved as held; the step itself names its button (saveFirstText). */
  saveFirst: 'Save this step first to upload its document',
  noFile: 'No document was uploaded for this permit',
} as const;

/** What every read view says about an uploaded document file (never its bytes). */
export interface PermitFile {
  /** The name it was uploaded with. */
  name: string;
  /** Read from the bytes: one of PERMIT_FILE_MEDIA_TYPES. */
  mediaType: string;
  /** Bytes. */
  size: number;
  /** ISO instant. */
  uploaded: string;
  /** ISO instant an admin marked it verified; null until then, and again after a change to the document. */
  verified: string | null;
}

/** POST admin/employees/{id}/permits/{type}/verify. */
export interface PermitVerifyRequest {
  verified: boolean;
}

/** API paths, relative to /api/. */
export const permitFilePaths = {
  /** PUT the raw bytes (application/octet-stream) → PermitFile; DELETE → {}. The signed-in officer's own. */
  own: (type: PermitDocumentType, name?: string) =>
    `employees/profile/permits/${type}/file${name === undefined ? '' : `?name=${encodeURIComponent(name)}`}`,
  /** GET the file: its owner, an employer they applied to, an admin. */
  file: (employeeId: number, type: PermitDocumentType) => `employees/profile/${employeeId}/permits/${type}/file`,
  /** POST PermitVerifyRequest → PermitFile (admins). */
  verify: (employeeId: number, type: PermitDocumentType) => `admin/employees/${employeeId}/permits/${type}/verify`,
} as const;

const EXTENSIONS = /\.(jpe?g|png|webp|hei[cf]|pdf)$/i;

/**
 * The browser's check before an upload, with the server's messages; the server reads the bytes and is
 * the authority. A file the browser cannot type (HEIC often comes without a type) is judged by its name.
 */
export function permitFileProblem(file: { name: string; size: number; type: string }): string | undefined {
  if (file.size === 0) return permitFileMessages.empty;
  if (file.size > PERMIT_FILE_MAX_BYTES) return permitFileMessages.tooLarge;
  const typed = file.type ? (PERMIT_FILE_MEDIA_TYPES as readonly string[]).includes(file.type) : EXTENSIONS.test(file.name);
  return typed ? undefined : permitFileMessages.wrongType;
}

/** '840 B', '12 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
