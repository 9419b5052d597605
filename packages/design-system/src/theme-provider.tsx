import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { dutyLinkTheme } from './theme';
import { Toaster } from './toaster';

/** The theme, CssBaseline and the toaster: the shell wraps the whole page in it once. */
export function DutyLinkThemeProvider({ children }: { children?: ReactNode }) {
  return (
    <ThemeProvider theme={dutyLinkTheme}>
      <CssBaseline />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
