export { DateLocalization } from './date-localization';
