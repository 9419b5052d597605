export { TimesheetsPage, NO_TIMESHEETS_TEXT, CSV_HINT } from './timesheets-page';
