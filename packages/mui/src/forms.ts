// The form controls of MUI the suite uses (text fields, selects, radios, checkboxes), a second shared
// singleton: the sign-in and the other forms load it, the role homes do not (see index.ts).
export {
  Checkbox,
  FormControl,
  FormGroup,
  FormHelperText,
  FormLabel,
  InputAdornment,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '@mui/material';
export type { TextFieldProps } from '@mui/material';
