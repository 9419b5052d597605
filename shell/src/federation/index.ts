export { preloadRemoteArea, RemoteArea } from './remote-area';
export { ensureRemotesRegistered } from './runtime';
export { REMOTE_FALLBACK_MESSAGE } from './remote-fallback';
export type { RemoteName } from './remote-names';
