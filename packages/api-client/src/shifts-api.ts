import {
  shiftPaths,
  type ApproveTimesheetRequest,
  type CalendarFeed,
  type CheckQueued,
  type CallOffRequest,
  type EarningsResponse,
  type MyShiftsResponse,
  type OfficerShift,
  type OpenShiftOffersResponse,
  type ShiftCheckRequest,
  type StaffedShift,
  type TimesheetRow,
  type TimesheetsResponse,
  type TodayBoardResponse,
} from '@dutylink/contracts';
import { call } from './call';
import { fileUrl, http } from './http';
import { write } from './queries';

/**
 * Issue 20, after the hire: an officer's shifts, check-in and out, earnings and calendars; an employer's
 * Today board and timesheets. Each function returns undefined after an error toast (spec section 8).
 */
export const shiftsApi = {
  mine: () => call(() => http.get<MyShiftsResponse>(shiftPaths.mine)),
  /** Made without signal, the officer's app keeps it and answers CheckQueued: it is sent when the network returns (issue 39). */
  checkIn: write(['shifts'], (id: number, point: ShiftCheckRequest) => call(() => http.post<OfficerShift | CheckQueued>(shiftPaths.checkIn(id), point))),
  /** `point.early` confirms a check-out before half of the shift. */
  checkOut: write(['shifts'], (id: number, point: ShiftCheckRequest) => call(() => http.post<OfficerShift | CheckQueued>(shiftPaths.checkOut(id), point))),
  /** Takes a check-out back within CHECK_OUT_UNDO_MINUTES. */
  undoCheckOut: write(['shifts'], (id: number) => call(() => http.post<OfficerShift>(shiftPaths.undoCheckOut(id)))),
  /** Confirms a shift ahead (issue 36), as replying YES to its ask does. */
  confirm: write(['shifts'], (id: number) => call(() => http.post<OfficerShift>(shiftPaths.confirm(id)))),
  /** Calls one shift off with a reason (issue 36); the company is told. */
  callOff: write(['shifts'], (id: number, request: CallOffRequest) => call(() => http.post<object>(shiftPaths.callOff(id), request))),
  /** The open shifts offered to the officer (issue 39): an officer told by push takes one here. */
  offers: () => call(() => http.get<OpenShiftOffersResponse>(shiftPaths.offers)),
  /** Takes an offered shift, as replying YES to its offer does; it then is among the officer's shifts. */
  take: write(['shifts'], (id: number) => call(() => http.post<OfficerShift>(shiftPaths.take(id)))),
  earnings: () => call(() => http.get<EarningsResponse>(shiftPaths.earnings)),
  /** A new feed address; the old one stops working. */
  renewFeed: write(['shifts'], () => call(() => http.post<CalendarFeed>(shiftPaths.renewFeed))),

  today: () => call(() => http.get<TodayBoardResponse>(shiftPaths.today)),
  /** Days 'yyyy-MM-dd', inclusive. */
  timesheets: (from: string, to: string) => call(() => http.get<TimesheetsResponse>(shiftPaths.timesheets(from, to))),
  /** Keeps the officer of a shift reported Unconfirmed (issue 36). */
  keep: write(['shifts'], (id: number) => call(() => http.post<StaffedShift>(shiftPaths.keep(id)))),
  /** Releases the officer of a shift reported Unconfirmed (issue 36): the shift is then lost, to be offered. */
  release: write(['shifts'], (id: number) => call(() => http.post<StaffedShift>(shiftPaths.release(id)))),
  /** Offers a lost shift by SMS with the company's offer settings (issue 36). */
  offer: write(['shifts'], (id: number) => call(() => http.post<StaffedShift>(shiftPaths.offer(id)))),
  /** Stops a shift's offer: no more waves. */
  stopOffer: write(['shifts'], (id: number) => call(() => http.post<StaffedShift>(shiftPaths.stopOffer(id)))),
  approve: write(['shifts'], (id: number, request: ApproveTimesheetRequest) => call(() => http.post<TimesheetRow>(shiftPaths.approve(id), request))),
};

/** Files the browser opens by their address (a download link), with the session cookie. */
export const shiftFiles = {
  /** One shift as an .ics file, for "Add to calendar". */
  calendar: (id: number) => fileUrl(shiftPaths.calendar(id)),
  /**
   * Every shift of a range (days 'yyyy-MM-dd') with its status, hours and pay, as CSV for payroll. The Timesheets
   * page now fetches the file to show a refusal (remote-employer download-timesheets-csv.ts); this stays while a
   * live remote-employer built before links to it (the api-client is the shell's singleton).
   */
  timesheetsCsv: (from: string, to: string) => fileUrl(shiftPaths.timesheetsCsv(from, to)),
};
