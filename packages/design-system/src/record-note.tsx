import { Box, Typography } from '@mui/material';

export interface RecordNoteProps {
  /** What the record is, for screen readers and as a small heading: "Employer's record", "Officer's record". */
  label: string;
  /** The formatted record (formatEmployerRecord, formatOfficerRecord). */
  text: string;
}

/** Issue 21: a measured record beside a job or an applicant, one short block that wraps at 390 px. */
export function RecordNote({ label, text }: RecordNoteProps) {
  return (
    <Box role="note" aria-label={label} sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 1.5, py: 0.5, overflowWrap: 'anywhere' }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography>{text}</Typography>
    </Box>
  );
}
