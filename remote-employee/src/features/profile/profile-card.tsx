import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export const NOT_FILLED_TEXT = 'Not filled yet';

export interface ProfileCardProps {
  title: string;
  /** The wizard step that edits this block, with its returnUrl. */
  editTo: string;
  /** False while the step was never saved (the block is null): 'Not filled yet'. */
  filled: boolean;
  children?: ReactNode;
}

/** One block of the read-only profile: a titled section with an 'Edit' link. */
export function ProfileCard({ title, editTo, filled, children }: ProfileCardProps) {
  const id = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography id={`${id}-title`} variant="h6" component="h2">
            {title}
          </Typography>
          <Link component={RouterLink} to={editTo} underline="hover">
            Edit
          </Link>
        </Box>
        {filled ? children : <Typography color="text.secondary">{NOT_FILLED_TEXT}</Typography>}
      </CardContent>
    </Card>
  );
}

/** A label/value list; a row whose value is undefined is left out. */
export function Fields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 1 }}
    >
      {rows
        .filter(([, value]) => value !== undefined)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
