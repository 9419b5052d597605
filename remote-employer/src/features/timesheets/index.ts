export { TimesheetsPage } from './timesheets-page';
