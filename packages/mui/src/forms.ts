// The form controls of MUI the suite uses (text fields, selects, labels, helper texts), a second shared
// singleton: the sign-in and the other forms load it, the role homes do not (see index.ts).
export {
  FormControl,
  FormHelperText,
  FormLabel,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  TextField,
} from '@mui/material';
export type { TextFieldProps } from '@mui/material';
