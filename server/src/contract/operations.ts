/**
 * What the OpenAPI document says about each operation beyond its schemas: its area (tag), a summary in
 * the product's words, who may call it, and the refusals its handler gives that its declaration does not
 * imply. contract.ts derives the rest (operationId, security, the usual refusals) from the route itself;
 * an operation missing here fails the document's test (test/contract/api-document.test.ts).
 */

/** The areas of the API: the document's tags, in the order the docs page lists them. */
export const TAGS = {
  auth: 'Sign-up and sign-in by SMS code, e-mail confirmation, the session and the account',
  jobs: 'A job as an officer sees it, and applying to it, from the app or from an SMS link',
  officer: "The officer's profile, permits, permit files, notifications and job list",
  employer: "The company's profile, its job posts and their applicants",
  shifts: "Shifts: an officer's check-in, check-out, confirmations, call-offs and calendars; the company's today board, offers and timesheets",
  reliability: 'Ratings after a shift, and the reliability records of officers and companies',
  rosters: "The company's officers (favourites, blocks), and the companies an officer blocked",
  push: "Push notifications to the officer's app: the server's key, a device's subscription, the channel per type of message",
  reports: 'Reports an officer sends about a company',
  billing: 'Plans, subscriptions, promo codes and invoices',
  admin: 'The admin area: users, jobs, permits, promo codes, analytics, reports and messages',
  site: 'Public pages, what the web app reads before anyone signs in, and the ZIP code lookup of the profile forms',
  dev: 'Demo mode only: the outbox of messages not sent, and the fake checkout',
} as const;

export type Tag = keyof typeof TAGS;

/**
 * Who may call an operation: `session` a signed-in user (the session cookie; the route's guard answers 401
 * without one, 403 for another role); `link` a session or the signed link token of an SMS (`?token=`);
 * `public` anyone.
 */
export type Access = 'session' | 'link' | 'public';

export interface OperationFacts {
  summary: string;
  /** `session` unless said. */
  access?: Access;
  /** 404 of an operation without path parameters, 409, and 429 that no rate limit of the route gives. */
  refuses?: number[];
}

/** An operation: `METHOD /path/{param}` as in the document, with what it does. */
type Area = Record<string, string | OperationFacts>;

const CONFLICT = [409];

const auth: Area = {
  'POST /api/auth/refresh': { summary: 'Read the signed-in user (the anonymous user without a session)', access: 'public' },
  'POST /api/auth/signIn/phoneSendCode/{role}/{phone}': { summary: 'Send a sign-in code by SMS', access: 'public' },
  'POST /api/auth/signIn/phoneVerify/{role}/{phone}/{code}': { summary: 'Sign in with the code from the SMS', access: 'public' },
  'POST /api/auth/signUp/phoneSendCode/{role}/{phone}': { summary: 'Send a sign-up code by SMS', access: 'public' },
  'POST /api/auth/signUp/phoneVerify/{role}/{phone}/{code}': { summary: 'Create the account with the code from the SMS', access: 'public' },
  'POST /api/auth/emailSendCode/{role}/{email}': 'Send the link that confirms an e-mail address',
  'POST /api/auth/emailVerify/{role}/{email}/{token}': { summary: 'Confirm an e-mail address with its link', access: 'public' },
  'POST /api/auth/logout': { summary: 'Sign out', access: 'public' },
  'DELETE /api/auth': 'Delete my account',
};

const jobs: Area = {
  'GET /api/jobs/{id}': { summary: 'Read a job', access: 'link' },
  'POST /api/jobs/apply/{id}': { summary: 'Apply to a job', access: 'link', refuses: CONFLICT },
  'POST /api/jobs/cancel/{id}': { summary: 'Withdraw an application', access: 'link', refuses: CONFLICT },
  'POST /api/jobs/status/{id}': { summary: 'Read my application to a job', access: 'link' },
  'POST /api/jobs/apply/{id}/{userId}': { summary: 'Apply to a job from an SMS link', access: 'link', refuses: CONFLICT },
  'POST /api/jobs/cancel/{id}/{userId}': { summary: 'Withdraw an application from an SMS link', access: 'link', refuses: CONFLICT },
  'POST /api/jobs/status/{id}/{userId}': { summary: 'Read my application to a job from an SMS link', access: 'link' },
};

const officer: Area = {
  'GET /api/employees/profile': "Read the officer's own profile",
  'GET /api/employees/profile/{id}': "Read an officer's profile",
  'GET /api/employees/profile/general': "Read the officer's name, contacts and address",
  'POST /api/employees/profile/general': "Save the officer's name, contacts and address",
  'GET /api/employees/profile/permits': "Read the officer's permits",
  'POST /api/employees/profile/permits': "Save the officer's permits",
  'GET /api/employees/profile/notifications': "Read the officer's job alert settings",
  'POST /api/employees/profile/notifications': "Save the officer's job alert settings",
  'GET /api/employees/profile/experience': "Read the officer's experience",
  'POST /api/employees/profile/experience': "Save the officer's experience",
  'POST /api/employees/profile/pause-notifications/{days}': 'Pause job alerts for some days',
  'POST /api/employees/jobs/items/{from}/{count}/{sortBy}/{asc}': "A page of the officer's job list",
  'PUT /api/employees/profile/permits/{type}/file': { summary: "Upload a permit's photo or PDF", refuses: CONFLICT },
  'DELETE /api/employees/profile/permits/{type}/file': "Remove a permit's file",
  'GET /api/employees/profile/{id}/permits/{type}/file': "Download a permit's file",
};

const employer: Area = {
  'GET /api/employers/profile': "Read the company's own profile",
  'GET /api/employers/profile/{id}': "Read a company's profile",
  'GET /api/employers/profile/general': "Read the company's name, contacts and address",
  'POST /api/employers/profile/general': "Save the company's name, contacts and address",
  'GET /api/employers/profile/notices': "Read the company's notice settings",
  'POST /api/employers/profile/notices': "Save the company's notice settings",
  'POST /api/employers/jobs/items/{from}/{count}/{sortBy}/{asc}': "A page of the company's job posts",
  'GET /api/employers/jobs/getEditable/{id}': 'Read a job post to edit it',
  'POST /api/employers/jobs': { summary: 'Post a new job or save an edited one', refuses: [404, 409] },
  'POST /api/employers/jobs/changeState/{id}/{state}': { summary: 'Close or reopen a job post', refuses: CONFLICT },
  'DELETE /api/employers/jobs/{id}': 'Delete a job post',
  'GET /api/jobApplicants/{jobId}': "A job's applicants",
  'GET /api/jobApplicants/profile/{employeeId}': "An applicant's profile",
  'POST /api/jobApplicants/accept/{id}': { summary: 'Hire an applicant', refuses: CONFLICT },
  'POST /api/jobApplicants/reject/{id}': { summary: 'Reject an applicant', refuses: CONFLICT },
};

const shifts: Area = {
  'GET /api/shifts': "The officer's shifts",
  'POST /api/shifts/{id}/checkIn': { summary: 'Check in to a shift', refuses: CONFLICT },
  'POST /api/shifts/{id}/checkOut': { summary: 'Check out of a shift', refuses: CONFLICT },
  'POST /api/shifts/{id}/undoCheckOut': { summary: 'Undo a check-out', refuses: CONFLICT },
  'POST /api/shifts/{id}/confirm': { summary: 'Confirm a shift', refuses: CONFLICT },
  'POST /api/shifts/{id}/callOff': { summary: 'Call off a shift', refuses: CONFLICT },
  'GET /api/shifts/offers': 'The open shifts offered to the officer',
  'POST /api/shifts/offers/{id}/take': { summary: 'Take a shift offered to the officer', refuses: CONFLICT },
  'GET /api/shifts/{id}/calendar.ics': "A shift's calendar file",
  'GET /api/shifts/earnings': "The officer's earnings",
  'POST /api/shifts/calendarFeed': 'Make a new calendar feed address (the old one stops working)',
  'GET /api/shifts/feed/{token}': { summary: "The officer's calendar feed", access: 'public' },
  'GET /api/shifts/today': "The company's today board",
  'POST /api/shifts/{id}/keep': { summary: 'Keep the officer of an unconfirmed shift', refuses: CONFLICT },
  'POST /api/shifts/{id}/release': { summary: 'Release the officer of an unconfirmed shift', refuses: CONFLICT },
  'POST /api/shifts/{id}/offer': { summary: 'Offer a lost shift to other officers', refuses: CONFLICT },
  'POST /api/shifts/{id}/stopOffer': { summary: "Stop a shift's offer", refuses: CONFLICT },
  'GET /api/shifts/timesheets/{from}/{to}': 'The timesheets of a range of days',
  'GET /api/shifts/timesheets/{from}/{to}/csv': 'The approved timesheets of a range of days as CSV',
  'POST /api/shifts/{id}/approve': { summary: "Approve a shift's timesheet", refuses: CONFLICT },
};

const reliability: Area = {
  'POST /api/reliability/shifts/{id}/rating': { summary: 'Rate a completed shift', refuses: CONFLICT },
  'GET /api/reliability/ratings': 'The ratings about me',
  'GET /api/reliability/jobs/{id}/employerRecord': "The record of a job's company",
  'GET /api/reliability/myRecord': "The officer's own record",
  'GET /api/reliability/jobs/{id}/officerRecords': "The records of a job's officers",
};

const rosters: Area = {
  'GET /api/rosters/officers': "The company's officers",
  'POST /api/rosters/officers/{id}/favourite': { summary: 'Mark or unmark an officer as a favorite', refuses: CONFLICT },
  'POST /api/rosters/officers/{id}/block': 'Block or unblock an officer',
  'GET /api/rosters/blockedCompanies': 'The companies the officer blocked',
  'POST /api/rosters/companies/{id}/block': 'Block or unblock a company',
};

const push: Area = {
  'GET /api/push/key': { summary: "The server's VAPID public key, to subscribe a device with", access: 'public' },
  'PUT /api/employees/push/subscription': "Turn push notifications on for this device (the session's)",
  'DELETE /api/employees/push/subscription': 'Turn push notifications off for this device',
  'GET /api/employees/push/channels': "The officer's channel for each type of message, and quiet hours",
  'PUT /api/employees/push/channels': "Choose the channel for each type of message, and quiet hours",
  'POST /api/push/ack/{token}': { summary: 'A device showed a push notification (its service worker says so)', access: 'public', refuses: [404] },
};

const reports: Area = {
  'GET /api/reports/choices': 'The companies and jobs an officer can report',
  'POST /api/reports': { summary: 'Report a company', refuses: [404, 429] },
};

const billing: Area = {
  'GET /api/subscriptions/config': 'The plans on offer',
  'GET /api/subscriptions/get': 'My subscription',
  'GET /api/subscriptions/transactions': 'My payments',
  'GET /api/subscriptions/last-purchase': 'My latest purchase, right after a checkout',
  'POST /api/subscriptions/create/{productId}': 'Start the checkout of a plan',
  'DELETE /api/subscriptions/cancel': 'Cancel my subscription at the end of its period',
  'GET /api/subscriptions/invoice/{invoiceId}/{format}': "The address of a payment's invoice",
  'GET /api/subscriptions/invoices/{id}.pdf': 'Download an invoice as PDF',
  'POST /api/subscriptions/apply-promo/{code}': 'Redeem a promo code',
};

const admin: Area = {
  'POST /api/admin/employees/{id}/permits/{type}/verify': "Mark an officer's permit verified or not",
  'GET /api/admin/analytics/general': 'The counts of companies, officers and jobs',
  'GET /api/admin/analytics/jobs/placement/{from}/{to}': 'How jobs were filled in a range of days',
  'GET /api/admin/analytics/jobs/posted/{from}/{to}': 'Jobs posted per day in a range of days',
  'GET /api/admin/analytics/shifts/{from}/{to}': 'Shifts worked per week in a range of days',
  'GET /api/admin/analytics/coverage': 'Shift coverage per week',
  'GET /api/admin/analytics/messages/{from}/{to}': "Officers' messages per week by channel, and the texts push saved",
  'POST /api/admin/employers/items/{from}/{count}/{by}/{asc}': 'A page of the companies',
  'POST /api/admin/employees/items/{from}/{count}/{by}/{asc}': 'A page of the officers',
  'POST /api/admin/users/change-state/{id}/{state}': 'Block or unblock a user',
  'DELETE /api/admin/users/{id}': 'Delete a user',
  'GET /api/admin/users/{id}/subscription': "A user's subscription",
  'GET /api/admin/misc/user-count/{role}': 'How many users of a role a message would reach',
  'POST /api/admin/misc/send-sms': { summary: 'Send an SMS to users', refuses: [404, 409] },
  'POST /api/admin/jobs/items/{from}/{count}/{by}/{asc}': 'A page of the jobs',
  'POST /api/admin/jobs/change-state/{id}/{state}': { summary: 'Close or reopen a job', refuses: CONFLICT },
  'DELETE /api/admin/jobs/{id}': 'Delete a job',
  'GET /api/admin/jobs/{id}/applicants': "A job's applicants",
  'POST /api/admin/employer-jobs/items/{from}/{count}/{by}/{asc}': "A page of a company's jobs",
  'GET /api/jobs/employee/{employeeId}/{tab}/{from}/{count}': "A page of an officer's jobs",
  'POST /api/admin/promos/items': 'The promo codes',
  'GET /api/admin/promos/getEditable/{id}': "A promo code's form: a stored one, or a new one",
  'POST /api/admin/promos': { summary: 'Create a promo code', refuses: CONFLICT },
  'DELETE /api/admin/promos/{id}': 'Delete a promo code',
  'GET /api/admin/reports/counts': 'How many reports are open and closed',
  'GET /api/admin/reports/{tab}': 'The open or closed reports',
  'POST /api/admin/reports/{id}/message': { summary: 'Close a report with a message to the company', refuses: CONFLICT },
  'POST /api/admin/reports/{id}/block': { summary: 'Close a report by blocking the company', refuses: CONFLICT },
  'POST /api/admin/reports/{id}/dismiss': { summary: 'Dismiss a report', refuses: CONFLICT },
};

const site: Area = {
  'GET /remotes.json': { summary: 'Where the parts of the web app are served from', access: 'public' },
  'GET /api/public/config': { summary: 'The addresses of the terms and the privacy policy', access: 'public' },
  'GET /jobs/{id}/{userId}': { summary: 'The job page of an SMS link', access: 'public' },
  'POST /jobs/{id}/{userId}': { summary: 'Apply from the job page of an SMS link', access: 'public' },
  'GET /api/externalServices/zip/{postalCode}': 'The city and state of a ZIP code',
  'GET /auth': { summary: 'The sign-in page', access: 'public' },
  'GET /auth/signIn': { summary: 'The sign-in page', access: 'public' },
  'POST /auth/signIn': { summary: 'Send a sign-in code from the sign-in page', access: 'public' },
  'GET /auth/signIn/code': { summary: 'Back to the sign-in page (the code step is reached by posting)', access: 'public' },
  'POST /auth/signIn/code': { summary: 'Sign in with the code, from the sign-in page', access: 'public' },
  'GET /auth/signUp': { summary: 'The sign-up page', access: 'public' },
  'POST /auth/signUp': { summary: 'Send a sign-up code from the sign-up page', access: 'public' },
  'GET /auth/signUp/code': { summary: 'Back to the sign-up page (the code step is reached by posting)', access: 'public' },
  'POST /auth/signUp/code': { summary: 'Create the account with the code, from the sign-up page', access: 'public' },
  // 404 until the server is built (server/build.mjs writes it beside main.js).
  'GET /auth/sign-in.js': { summary: "The sign-in pages' script", access: 'public', refuses: [404] },
  'GET /terms': { summary: 'The terms page', access: 'public' },
  'GET /privacy': { summary: 'The privacy policy page', access: 'public' },
  'GET /unsubscribe/applicant-notices/{token}': { summary: "The page of an applicant notice's unsubscribe link", access: 'public' },
  'POST /unsubscribe/applicant-notices/{token}': { summary: 'Stop applicant notices by e-mail (one-click unsubscribe, RFC 8058)', access: 'public' },
};

const dev: Area = {
  'GET /api/dev/outbox': { summary: 'The messages the demo did not send', access: 'public' },
  'GET /dev/outbox': { summary: 'The outbox page', access: 'public' },
  'POST /api/dev/sms/inbound': { summary: 'Answer an SMS as its recipient would', access: 'public' },
  'GET /dev/outbox/sms-reply.js': { summary: "The outbox page's reply form script", access: 'public' },
  'GET /dev/checkout/{id}': 'The fake checkout page',
  'POST /dev/checkout/{id}/pay': 'Pay on the fake checkout',
  'POST /dev/checkout/{id}/cancel': 'Leave the fake checkout',
};

const AREAS: Record<Tag, Area> = { auth, jobs, officer, employer, shifts, reliability, rosters, push, reports, billing, admin, site, dev };

/** Each operation's facts with its tag, by `METHOD /path`. */
export const OPERATIONS: ReadonlyMap<string, Required<OperationFacts> & { tag: Tag }> = new Map(
  Object.entries(AREAS).flatMap(([tag, area]) =>
    Object.entries(area).map(([operation, facts]) => {
      const { summary, access = 'session', refuses = [] } = typeof facts === 'string' ? { summary: facts } : facts;
      return [operation, { tag: tag as Tag, summary, access, refuses }] as const;
    }),
  ),
);
