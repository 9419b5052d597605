import type { ReactNode } from 'react';
import { DutyLinkThemeProvider } from '@dutylink/design-system';

/** Loaded on demand by AppRoutes: the chunk that brings MUI, the theme and the toaster. */
export default function DesignSystemFrame({ children }: { children: ReactNode }) {
  return <DutyLinkThemeProvider>{children}</DutyLinkThemeProvider>;
}
