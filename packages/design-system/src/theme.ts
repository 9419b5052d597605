import { createTheme } from '@mui/material';

/** Navy and steel: the look of a security firm's paperwork, not of a consumer app. */
export const dutyLinkTheme = createTheme({
  palette: {
    primary: { main: '#1f3a5f', light: '#3d5a80', dark: '#13263f', contrastText: '#ffffff' },
    secondary: { main: '#4f6479', light: '#7b8fa3', dark: '#34475a', contrastText: '#ffffff' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#14213d', secondary: '#4a5568' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
