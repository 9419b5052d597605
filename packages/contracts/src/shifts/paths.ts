/** API paths of the shift calls (issue 20), relative to /api/. */
export const shiftPaths = {
  /** Employee: GET → MyShiftsResponse. */
  mine: 'shifts',
  /** Employee: POST ShiftCheckRequest → OfficerShift. */
  checkIn: (id: number) => `shifts/${id}/checkIn`,
  checkOut: (id: number) => `shifts/${id}/checkOut`,
  /** Employee: POST → OfficerShift, checked in again (within CHECK_OUT_UNDO_MINUTES of the check-out). */
  undoCheckOut: (id: number) => `shifts/${id}/undoCheckOut`,
  /** Employee: POST → OfficerShift, confirmed (issue 36; the same as replying YES to the ask). */
  confirm: (id: number) => `shifts/${id}/confirm`,
  /** Employee: POST CallOffRequest → 204: the officer will not work this shift (issue 36). */
  callOff: (id: number) => `shifts/${id}/callOff`,
  /** Employee: GET → one shift as an .ics file. */
  calendar: (id: number) => `shifts/${id}/calendar.ics`,
  /** Employee: GET → OpenShiftOffersResponse: the open shifts offered to the officer (issue 39). */
  offers: 'shifts/offers',
  /** Employee: POST → OfficerShift, the shift taken (the same as replying YES to the offer; 409 when it is gone). */
  take: (id: number) => `shifts/offers/${id}/take`,
  /** Employee: GET → EarningsResponse. */
  earnings: 'shifts/earnings',
  /** Employee: POST → CalendarFeed, a new feed address (the old one stops working). */
  renewFeed: 'shifts/calendarFeed',
  /** Anyone with the secret: GET → the officer's shifts as a calendar (text/calendar). */
  feed: (token: string) => `shifts/feed/${token}`,
  /** Employer: GET → TodayBoardResponse. */
  today: 'shifts/today',
  /** Employer: POST → StaffedShift: keep the officer of an unconfirmed shift (issue 36). */
  keep: (id: number) => `shifts/${id}/keep`,
  /** Employer: POST → StaffedShift: release an Unconfirmed shift before its start; it then is lost (issue 36). */
  release: (id: number) => `shifts/${id}/release`,
  /** Employer: POST → StaffedShift: offer a lost shift by SMS, with the company's offer settings (issue 36). */
  offer: (id: number) => `shifts/${id}/offer`,
  /** Employer: POST → StaffedShift: no more waves of the shift's offer. */
  stopOffer: (id: number) => `shifts/${id}/stopOffer`,
  /** Employer: GET → TimesheetsResponse; days 'yyyy-MM-dd'. */
  timesheets: (from: string, to: string) => `shifts/timesheets/${from}/${to}`,
  /** Employer: GET → every shift of the range with its status, hours and pay, as CSV for payroll. */
  timesheetsCsv: (from: string, to: string) => `shifts/timesheets/${from}/${to}/csv`,
  /** Employer: POST ApproveTimesheetRequest → TimesheetRow. */
  approve: (id: number) => `shifts/${id}/approve`,
} as const;
