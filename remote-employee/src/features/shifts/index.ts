export { MyShiftsPage } from './my-shifts-page';
export { EarningsPage } from './earnings-page';
