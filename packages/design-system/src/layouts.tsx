import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Logo } from './logo';

export interface AuthLayoutProps {
  children?: ReactNode;
}

/** Sign-in, sign-up and e-mail screens: a navy logo panel beside the form (above it on phones). */
export function AuthLayout({ children }: AuthLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: { xs: 'column', md: 'row' }, bgcolor: 'background.default' }}>
      <Box
        component="header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flex: { md: '0 0 38%' },
          px: { xs: 2, md: 6 },
          py: { xs: 2, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          justifyContent: { md: 'center' },
          gap: 2,
        }}
      >
        <Logo variant="light" size="large" />
        <Typography sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.85, maxWidth: 360 }}>
          Efficient, reliable security work opportunities for off-duty officers, licensed guards and the companies that hire them.
        </Typography>
      </Box>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', alignItems: { xs: 'flex-start', md: 'center' }, justifyContent: 'center', p: { xs: 2, sm: 4 } }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 2.5, sm: 4 } }}>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

export interface EmptyLayoutProps {
  children?: ReactNode;
  /** Rendered before the main landmark (a page header). */
  header?: ReactNode;
}

/** Routes flagged as having no layout: only a page background. */
export function EmptyLayout({ children, header }: EmptyLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {header}
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
    </Box>
  );
}
