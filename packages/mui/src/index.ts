// The part of MUI that the suite's first screens draw (the frame, the role homes' lists), with the
// checkbox and the radio group, which are built on the frame's switch's parts (so one chunk holds those
// parts, not two), shared by the shell and every remote as one singleton. Module Federation cannot tree-shake a shared
// module: sharing '@mui/material' itself ships its whole barrel (every component, every locale) to
// every signed-in page, so webpack keeps only what these lists name. The rest of what the suite uses
// is in './forms' (form controls) and './more' (dialogs, menus, tables, steppers, tooltips): shared
// singletons too, each loaded with the first page that uses it.
//
// A remote that starts using a name missing here needs a shell release with it first: until then the
// deployed shell's facade lacks it, and the remote's area shows its fallback (docs/decisions.md).
export {
  Alert,
  AlertTitle,
  AppBar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Container,
  CssBaseline,
  Divider,
  FormControlLabel,
  FormGroup,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  OutlinedInput,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  SvgIcon,
  Switch,
  Tab,
  Tabs,
  ThemeProvider,
  Toolbar,
  Typography,
  createTheme,
  styled,
  useMediaQuery,
  useTheme,
} from '@mui/material';
export type { SxProps, Theme } from '@mui/material';
