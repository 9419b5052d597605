import { useState } from 'react';
import { Button } from '@mui/material';
import { permitFilesApi } from '@dutylink/api-client';
import { permitDocumentLabel, type PermitDocument } from '@dutylink/contracts';

/** Exactly as shown (the e2e journey presses them). */
export const MARK_VERIFIED_TEXT = 'Mark verified';
export const REMOVE_VERIFICATION_TEXT = 'Remove verification';

export interface PermitVerifyButtonProps {
  employeeId: number;
  /** A held permit with an uploaded file. */
  doc: PermitDocument;
}

/**
 * The admin's word on a permit's uploaded document (issue 21): Mark verified once it matches the details
 * the card shows, Remove verification to take it back. The profile is read again, so the card's Verified
 * badge and this button follow.
 */
export function PermitVerifyButton({ employeeId, doc }: PermitVerifyButtonProps) {
  const [busy, setBusy] = useState(false);
  const verified = !!doc.file?.verified;
  const text = verified ? REMOVE_VERIFICATION_TEXT : MARK_VERIFIED_TEXT;
  const toggle = async () => {
    setBusy(true);
    await permitFilesApi.verify(employeeId, doc.type, !verified);
    setBusy(false);
  };
  return (
    <Button size="small" variant={verified ? 'text' : 'outlined'} disabled={busy} onClick={() => void toggle()} aria-label={`${text}: ${permitDocumentLabel(doc.type)}`}>
      {text}
    </Button>
  );
}
