/** The brand colours, without MUI: the theme, the plain-markup pages (landing, logo) and the server's pages read them. */
export const BRAND = {
  navy: '#1f3a5f',
  navyLight: '#3d5a80',
  navyDark: '#13263f',
  steel: '#4f6479',
  page: '#f3f5f8',
  paper: '#ffffff',
  text: '#14213d',
  textSecondary: '#4a5568',
  divider: '#d5dce5',
  /** The landing page's report banner edge; 4.5:1 on white. */
  warning: '#b45309',
} as const;
