import { authPaths } from './api';
import type { PushPayload } from './push/types';
import { shiftPaths } from './shifts/paths';

/**
 * The officer's app (issue 39, docs/decisions/officer-app.md): what the page and its service worker both know. The
 * worker is the shell's (/sw.js, scope /); officers' pages link the manifest, whose start is My shifts.
 */
export const OFFICER_APP = {
  serviceWorker: '/sw.js',
  manifest: '/manifest.webmanifest',
  startUrl: '/employee/shifts',
} as const;

/** What a check-in or check-out made without signal answers: the service worker keeps it and sends it later. */
export const CHECK_QUEUED_STATUS = 202;
export interface CheckQueued {
  queued: true;
}

/** The page tells its service worker who is signed in: another officer's cached pages and shifts are forgotten. */
export interface SignedInMessage {
  type: 'signed-in';
  userId: number;
}
/** The page, back online, asks its service worker to send the checks it keeps. */
export interface SendChecksMessage {
  type: 'send-checks';
}
/** The service worker tells its pages it sent the checks it kept: the refused ones with the server's reason. */
export interface ChecksSentMessage {
  type: 'checks-sent';
  refused: string[];
}
/** The page tells its service worker what it loaded before the worker controlled it (its first visit), to keep. */
export interface KeepScriptsMessage {
  type: 'keep-scripts';
  urls: string[];
}
/** The dev outbox's Show on this device: a push recorded by the demo, shown as if the push service delivered it. */
export interface ShowPushMessage {
  type: 'show-push';
  payload: PushPayload;
}
export type ToServiceWorker = SignedInMessage | SendChecksMessage | KeepScriptsMessage | ShowPushMessage;

/** The site's path of an API call's (the api-client's base is /api/). */
const apiPath = (path: string) => `/api/${path}`;

/**
 * The calls the service worker treats on their own: My shifts' reads (the shifts, the open shifts offered), kept for
 * reading offline; a check-in or check-out, kept and sent later when made offline; signing out and deleting the
 * account, which forget what it kept.
 */
export const OFFICER_APP_CALLS = {
  myShifts: [apiPath(shiftPaths.mine), apiPath(shiftPaths.offers)],
  check: /^\/api\/shifts\/\d+\/(checkIn|checkOut)$/,
  sessionEnds: [apiPath(authPaths.logout), apiPath(authPaths.deleteAccount)],
} as const;
