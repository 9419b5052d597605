import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchHome, refreshSession, startSession } from '@dutylink/api-client';
import { isSignedIn } from '@dutylink/contracts';
import { listenForInstall } from '@dutylink/officer-app';
import { App } from './app';
import { ensureRemotesRegistered } from './federation';
import { readPageBoot } from './page-boot';
import { preloadRoleArea } from './routing/area-preload';

async function bootstrap() {
  const { pathname } = window.location;
  // Chromium offers to install the officer's app as soon as the page has loaded, before the area's code may have
  // come: the shell keeps the prompt for the employee area's offer (issue 39).
  listenForInstall();
  // The page brings the session and the remote map (issue 18): the area's code and its first read
  // start at once. A page without them asks for both, in parallel.
  const boot = readPageBoot();
  if (boot) {
    const user = isSignedIn(boot.user) ? boot.user : null;
    startSession(user);
    prefetchHome(pathname, user);
  } else {
    void Promise.resolve(refreshSession()).then((user) => prefetchHome(pathname, user), () => undefined);
  }
  // Registered before the area's preload asks for a remote, so that it uses the page's map.
  const registered = ensureRemotesRegistered(boot?.remotes);
  preloadRoleArea(pathname);
  try {
    await registered;
  } catch (error) {
    // The shell still renders; each area shows its fallback, whose Retry fetches the map again.
    console.error('Remote map could not be loaded', error);
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
