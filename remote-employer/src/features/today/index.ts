export { TodayPage, NO_SHIFTS_TODAY_TEXT, NO_SHIFTS_TODAY_HINT } from './today-page';
