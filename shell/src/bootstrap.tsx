import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from '@dutylink/api-client';
import { App } from './app';
import { ensureRemotesRegistered } from './federation';
import { preloadRoleArea } from './routing/area-preload';

async function bootstrap() {
  // The session refresh and the remote map load in parallel; the guard waits for the session,
  // the first render waits only for the remotes to be registered.
  void Promise.resolve(refreshSession()).catch(() => undefined);
  preloadRoleArea(window.location.pathname);
  try {
    await ensureRemotesRegistered();
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
