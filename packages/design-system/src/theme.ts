import { createTheme } from '@mui/material';
import { BRAND } from '@dutylink/contracts';
import { focusRing } from './focus-ring';
import { onTouch, TAP_TARGET, tapTarget } from './touch';

/** Navy and steel: the look of a security firm's paperwork, not of a consumer app. */
export const dutyLinkTheme = createTheme({
  palette: {
    primary: { main: BRAND.navy, light: BRAND.navyLight, dark: BRAND.navyDark, contrastText: BRAND.onNavy },
    secondary: { main: BRAND.steel, light: BRAND.steelLight, dark: BRAND.steelDark, contrastText: BRAND.onNavy },
    background: { default: BRAND.page, paper: BRAND.paper },
    // Darker than MUI's defaults so outlined chips, alerts, toasts and text in these colours reach 4.5:1 on white.
    info: { main: BRAND.info },
    success: { main: BRAND.success },
    warning: { main: BRAND.warning },
    error: { main: BRAND.error },
    text: { primary: BRAND.text, secondary: BRAND.textSecondary },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Headings hold user text (an 80-character job title, a company, 'Jobs of …'): a word longer than
    // the line breaks instead of being cut off at the screen's edge (issue 17).
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' },
    h2: { fontSize: '1.5rem', fontWeight: 700, overflowWrap: 'anywhere' },
    h3: { fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere' },
    h4: { overflowWrap: 'anywhere' },
    h5: { overflowWrap: 'anywhere' },
    h6: { overflowWrap: 'anywhere' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A clear keyboard focus ring (WCAG 2.4.7): MUI's default is a faint ripple only. Buttons, icon buttons,
    // tabs, checkboxes, radios, switches, menu items and toggle buttons are all ButtonBase.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: tapTarget } },
    // A touch screen's controls are at least TAP_TARGET px on their smaller side; a checkbox, radio or
    // switch with a label takes taps on the whole label.
    MuiIconButton: { styleOverrides: { root: tapTarget } },
    MuiToggleButton: { styleOverrides: { root: tapTarget } },
    MuiCheckbox: { styleOverrides: { root: tapTarget } },
    MuiRadio: { styleOverrides: { root: tapTarget } },
    MuiFormControlLabel: { styleOverrides: { root: { [onTouch]: { minHeight: TAP_TARGET } } } },
    // A small text field (search boxes, filters) is 40 px high: on a touch screen its input grows to TAP_TARGET
    // (23 px of text and 10.5 px above and below), the label staying where the small size puts it.
    // MUI draws a disabled outlined field with about the enabled one's border: its disabled state is filled
    // grey as well (MUI's own disabledBackground), so an empty one no longer looks ready for typing.
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme }) => ({
          [onTouch]: { '&.MuiInputBase-sizeSmall:not(.MuiInputBase-multiline) .MuiInputBase-input': { paddingTop: (TAP_TARGET - 23) / 2, paddingBottom: (TAP_TARGET - 23) / 2 } },
          '&.Mui-disabled': { backgroundColor: theme.palette.action.disabledBackground },
        }),
      },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
