import axios from 'axios';
import { rememberTimeZone } from './time-zone';

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The one axios instance of the suite: every call goes under /api/ with the session cookie. */
export const http = axios.create({
  baseURL: '/api',
  withCredentials: true,
  headers: { Accept: 'application/json' },
});

// Every call carries the browser's zone in the time-zone cookie. The server refuses state-changing
// calls without a JSON body (docs/contracts-between-parts.md), so a call with nothing to say still sends `{}`.
http.interceptors.request.use((config) => {
  rememberTimeZone();
  if (BODY_METHODS.has((config.method ?? 'get').toLowerCase()) && config.data === undefined) {
    config.data = {};
  }
  return config;
});

/** An address the browser opens itself (a download, a file in a new tab), under the API's base, with the session cookie. */
export const fileUrl = (path: string) => `${http.defaults.baseURL}/${path}`;
