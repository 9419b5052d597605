import { PRODUCT_NAME } from '@dutylink/contracts';
import { BRAND } from '@dutylink/design-system';

export const REMOTE_FALLBACK_MESSAGE = `This part of ${PRODUCT_NAME} could not be loaded.`;

// Plain markup, no MUI: the fallback must show even where MUI is not loaded (the landing page) or
// cannot be (the network is down), and it keeps MUI out of the shell's first chunk.
const CSS = `
.dl-fallback { display: flex; flex-direction: column; align-items: center; gap: 16px; padding: 64px 16px; text-align: center; }
.dl-fallback p { margin: 0; }
.dl-fallback__title { font-size: 1.25rem; font-weight: 600; }
.dl-fallback__hint { color: ${BRAND.textSecondary}; }
.dl-fallback button { font: inherit; font-weight: 600; color: #fff; background: ${BRAND.navy}; border: 0; border-radius: 8px; padding: 8px 22px; cursor: pointer; }
.dl-fallback button:hover { background: ${BRAND.navyDark}; }
.dl-fallback button:focus-visible { outline: 2px solid #1565c0; outline-offset: 2px; }
`;

/** Shown in place of a remote that failed to load or crashed; the frame around it keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="dl-fallback">
      <style href="dl-fallback" precedence="default">
        {CSS}
      </style>
      <p className="dl-fallback__title">{REMOTE_FALLBACK_MESSAGE}</p>
      <p className="dl-fallback__hint">Check your connection and try again.</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
