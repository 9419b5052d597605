export { AnalyticsPage, ANALYTICS_TITLE } from './analytics-page';
export { DateRangeButton, formatDayRange } from './date-range-picker';
