import { useSyncExternalStore } from 'react';

/** Chromium's event that lets the page offer its own Install button (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** What the offer can be: the browser's install dialog, or (iPhone and iPad) the steps of Add to Home Screen. */
export type InstallWay = 'prompt' | 'ios';

const OFFERED = 'dutylink.install-offered';
const listeners = new Set<() => void>();
let deferred: BeforeInstallPromptEvent | null = null;

const changed = () => listeners.forEach((listener) => listener());

/** Keeps the browser's install prompt for the offer, instead of its own mini bar. */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    localStorage.setItem(OFFERED, 'installed');
    changed();
  });
}

const installed = () => window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

function way(): InstallWay | null {
  if (localStorage.getItem(OFFERED)) return null;
  const found = deferred ? 'prompt' : isIos() ? 'ios' : null;
  return found && !installed() ? found : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How the app can be installed here, unless it is, or was offered already (the offer is made once). */
export const useInstallWay = () => useSyncExternalStore(subscribe, way);

export const installOffer = {
  /** The officer saw the offer: it is not made again, whatever they answer. */
  made: () => localStorage.setItem(OFFERED, 'offered'),
  /** The browser's own dialog; the offer goes either way. */
  install: async () => {
    const event = deferred;
    deferred = null;
    await event?.prompt();
    changed();
  },
  dismiss: () => {
    deferred = null;
    localStorage.setItem(OFFERED, 'dismissed');
    changed();
  },
};
