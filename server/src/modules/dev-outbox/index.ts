/** The demo's outbox page and its inbound replies (demo mode only). */
export { devOutbox } from './plugin';
