import { useId, useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Link, Stack, Typography, FormHelperText } from '@mui/material';
import { permitFiles, permitFilesApi, useSession } from '@dutylink/api-client';
import {
  formatFileSize,
  PERMIT_FILE_ACCEPT,
  permitDocumentLabel,
  permitFileProblem,
  type PermitDocumentType,
  type PermitFile,
} from '@dutylink/contracts';
import { ConfirmDialog, standaloneLink, VerifiedBadge } from '@dutylink/design-system';

/** Exactly as shown (the e2e journey reads them). */
export const UPLOAD_TEXT = 'Upload a photo or PDF';
/** A document ticked since the step was read takes its file once saved, by the button the page shows ('Next' or 'Save'). */
export const saveFirstText = (submitLabel: string) => `Press ${submitLabel} to save this step, then come back to upload its document`;
export const REMOVE_TEXT = 'Employers will no longer see this document.';
export const REMOVE_VERIFIED_TEXT = 'Employers will no longer see this document, and its Verified badge goes with it.';

// The file input is drawn by its label (the Upload button) and stays reachable by keyboard.
const hiddenInput = { clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, width: 1, overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap' } as const;

export interface PermitFileFieldProps {
  type: PermitDocumentType;
  /** The document is saved as held: only then does the server take its file. */
  held: boolean;
  /** The step's submit button, named while the document is not saved yet. */
  submitLabel: string;
  /** Its file as the page was read. */
  saved: PermitFile | null;
  disabled?: boolean;
}

/**
 * The photo or PDF of one ticked document (issue 21): 'Upload a photo or PDF' (the phone offers its
 * camera, photos and files), progress while it goes, then its name and size with View and Remove. The
 * size and the type the browser reports are checked here with the server's own messages; the server reads
 * the bytes and has the last word (its refusal is the toast). A document ticked since the step was read
 * is saved first.
 */
export function PermitFileField({ type, held, submitLabel, saved, disabled }: PermitFileFieldProps) {
  const id = useId();
  const employeeId = useSession((state) => state.user?.id);
  const [file, setFile] = useState(saved);
  const [sent, setSent] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [problem, setProblem] = useState<string>();
  const label = permitDocumentLabel(type);

  if (!held) return <FormHelperText sx={{ mx: 0 }}>{saveFirstText(submitLabel)}</FormHelperText>;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!chosen) return;
    const refused = permitFileProblem(chosen);
    setProblem(refused);
    if (refused) return;
    setSent(0);
    const stored = await permitFilesApi.upload(type, chosen, setSent);
    setSent(null);
    if (stored) setFile(stored);
  };

  const remove = async () => {
    setRemoving(true);
    if (await permitFilesApi.remove(type)) setFile(null);
    setRemoving(false);
    setConfirmingRemove(false);
  };

  if (sent !== null) {
    const percent = Math.round(sent * 100);
    return (
      <Box role="status" aria-label={`Uploading the ${label}`}>
        <Typography variant="body2">Uploading… {percent}%</Typography>
        <LinearProgress variant="determinate" value={percent} aria-label={`Uploading the ${label}`} />
      </Box>
    );
  }

  if (file) {
    return (
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-label={`Document of the ${label}`} role="group">
        <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {file.name}, {formatFileSize(file.size)}
        </Typography>
        {file.verified && <VerifiedBadge />}
        {employeeId !== undefined && (
          <Link href={permitFiles.file(employeeId, type)} target="_blank" rel="noopener" underline="hover" sx={standaloneLink} aria-label={`View: ${file.name}`}>
            View
          </Link>
        )}
        <Button size="small" color="error" onClick={() => setConfirmingRemove(true)} disabled={disabled || removing} aria-label={`Remove: ${file.name}`}>
          Remove
        </Button>
        {/* Asked first: a stray tap on a phone would otherwise lose the file and its verification. */}
        <ConfirmDialog
          open={confirmingRemove}
          title={`Remove ${file.name}?`}
          text={file.verified ? REMOVE_VERIFIED_TEXT : REMOVE_TEXT}
          confirmLabel="Remove"
          cancelLabel="Keep it"
          destructive
          busy={removing}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingRemove(false)}
        />
      </Stack>
    );
  }

  return (
    <Box>
      <Button
        component="label"
        role={undefined}
        variant="outlined"
        size="small"
        disabled={disabled}
        sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
      >
        {UPLOAD_TEXT}
        <Box
          component="input"
          type="file"
          accept={PERMIT_FILE_ACCEPT}
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void upload(event)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          sx={hiddenInput}
        />
      </Button>
      {problem && (
        <FormHelperText error id={`${id}-problem`} role="alert" sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
