/** Calls to outside services the browser makes through us. */
export { externalServices } from './plugin';
