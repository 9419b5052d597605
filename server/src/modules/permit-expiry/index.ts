/** SMS before a held permit expires. */
export { permitExpiry } from './plugin';
