import type { ReactNode } from 'react';
import { Box, Chip, Link, SvgIcon, Typography } from '@mui/material';
import { permitFiles } from '@dutylink/api-client';
import { formatFileSize, permitDocumentLabel, type PermitDocument } from '@dutylink/contracts';
import { standaloneLink } from './touch';

/** Exactly as shown (the e2e journey reads them). */
export const VERIFIED_TEXT = 'Verified';
export const VIEW_DOCUMENT_TEXT = 'View document';

// Material 'Verified' (a seal with a tick); the suite draws its few icons itself, without @mui/icons-material.
const VERIFIED_PATH =
  'M23 12l-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69L23 12zm-12.91 4.72l-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48-7.33 7.35z';

/** An admin checked the permit's uploaded document against its details (issue 21). */
export function VerifiedBadge() {
  return (
    <Chip
      size="small"
      color="success"
      label={VERIFIED_TEXT}
      icon={
        <SvgIcon aria-hidden>
          <path d={VERIFIED_PATH} />
        </SvgIcon>
      }
    />
  );
}

export interface PermitFileMarksProps {
  doc: PermitDocument;
  /** Whose document it is (the file's address). */
  employeeId: number;
  /** More about the file, after its link (the admin's Mark verified). */
  children?: ReactNode;
}

/**
 * A held permit's uploaded document, wherever the permit is listed: 'Verified' once an admin checked it,
 * 'View document' (the file in a new tab: a photo shows, a PDF is saved), its name and size. Only those
 * allowed to open the file get a view with it (its owner, an employer they applied to, an admin). Nothing
 * without a file.
 */
export function PermitFileMarks({ doc, employeeId, children }: PermitFileMarksProps) {
  if (!doc.file) return null;
  const label = permitDocumentLabel(doc.type);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
      {doc.file.verified && <VerifiedBadge />}
      <Link
        href={permitFiles.file(employeeId, doc.type)}
        target="_blank"
        rel="noopener"
        underline="hover"
        aria-label={`${VIEW_DOCUMENT_TEXT}: ${label}`}
        sx={standaloneLink}
      >
        {VIEW_DOCUMENT_TEXT}
      </Link>
      <Typography component="span" variant="body2" color="textSecondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {doc.file.name}, {formatFileSize(doc.file.size)}
      </Typography>
      {children}
    </Box>
  );
}
