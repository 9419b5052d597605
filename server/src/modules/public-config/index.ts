/** The settings the browser reads at start. */
export { publicConfig } from './plugin';
