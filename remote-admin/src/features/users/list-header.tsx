import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** An admin list's heading row: the h1 and its buttons. */
export function ListHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
