// What the shell's first script uses. Nothing here draws: the areas' component (RemoteArea, with its
// progress and fallback, in MUI) is imported from './remote-area' by the routes' chunk, which brings MUI.
export { preloadRemoteArea } from './area-routes';
export { ensureRemotesRegistered } from './runtime';
