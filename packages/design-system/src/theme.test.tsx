import { render, screen } from '@testing-library/react';
import { TextField, ThemeProvider } from '@mui/material';
import { dutyLinkTheme } from './theme';

/** The outlined box around a field's input (MUI's OutlinedInput root). */
const boxOf = (label: string) => screen.getByLabelText(label).closest('.MuiOutlinedInput-root')!;

test("a disabled text field is filled with MUI's disabled background; an enabled one is not", () => {
  render(
    <ThemeProvider theme={dutyLinkTheme}>
      <TextField label="Years in Retail" type="number" />
      <TextField label="Years in Hospitality" type="number" disabled />
    </ThemeProvider>,
  );
  expect(getComputedStyle(boxOf('Years in Hospitality')).backgroundColor).toBe(dutyLinkTheme.palette.action.disabledBackground);
  expect(getComputedStyle(boxOf('Years in Retail')).backgroundColor).not.toBe(getComputedStyle(boxOf('Years in Hospitality')).backgroundColor);
});
