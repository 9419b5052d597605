import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** A titled block of the page; its heading names the region for assistive technology and tests. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box>{children}</Box>
    </Paper>
  );
}
