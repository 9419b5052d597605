import { permitFilePaths, type PermitDocumentType, type PermitFile } from '@dutylink/contracts';
import { call } from './call';
import { fileUrl, http } from './http';
import { write } from './queries';

/** The profile read views (own, an applicant's, an admin's) show the files; the permits step keeps its own form. */
const PROFILE_VIEWS = [['employee-profile', 'view'] as const, ['employer', 'applicants'] as const];

/**
 * Issue 21: the photo or PDF of each permit document. Each function returns undefined after an error
 * toast (spec section 8), which carries the server's reason (wrong type, over 5 MB, not saved yet).
 */
export const permitFilesApi = {
  /**
   * The officer's own file of a held document, sent as its raw bytes (the server reads the type from them);
   * `onProgress` hears the share sent so far, 0 to 1.
   */
  upload: write(PROFILE_VIEWS, (type: PermitDocumentType, file: File, onProgress?: (sent: number) => void) =>
    call(() =>
      http.put<PermitFile>(permitFilePaths.own(type, file.name), file, {
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
      }),
    ),
  ),
  remove: write(PROFILE_VIEWS, (type: PermitDocumentType) => call(() => http.delete<object>(permitFilePaths.own(type)))),
  /** Admins: mark the officer's file verified, or take the mark away. */
  verify: write(PROFILE_VIEWS, (employeeId: number, type: PermitDocumentType, verified: boolean) =>
    call(() => http.post<PermitFile>(permitFilePaths.verify(employeeId, type), { verified })),
  ),
};

/** A permit's file, opened by its address in a new tab (a photo shows, a PDF is saved): for its owner, an employer they applied to, an admin. */
export const permitFiles = {
  file: (employeeId: number, type: PermitDocumentType) => fileUrl(permitFilePaths.file(employeeId, type)),
};
