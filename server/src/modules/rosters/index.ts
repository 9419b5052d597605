/** A company's roster (issue 36): the SQL conditions of favourites and blocks every path to officers shares. */
export { favourite, unblocked } from './between';
