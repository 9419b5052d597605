/** STOP, START and HELP, and who opted out of texts. */
export { smsConsent } from './plugin';
export { handleInbound } from './keywords';
export { isSmsOptedOut } from './opt-outs';
