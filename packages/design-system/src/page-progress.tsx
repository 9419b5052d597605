import { BRAND } from '@dutylink/contracts';

// React 19 hoists this <style> into <head> once, however many indicators render.
const CSS = `
.dl-progress { display: flex; justify-content: center; align-items: center; min-height: 160px; flex: 1; }
.dl-progress__ring { width: 32px; height: 32px; box-sizing: border-box; border-radius: 50%; border: 3px solid #c9d3df; border-top-color: ${BRAND.navy}; animation: dl-spin 0.8s linear infinite; }
@keyframes dl-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .dl-progress__ring { animation-duration: 2.4s; } }
`;

/**
 * The loading indicator of pages and areas. Plain markup and CSS, no MUI: it shows on the way to the
 * landing page, which must not load the design system's heavy parts (docs/performance.md).
 */
export function PageProgress({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="dl-progress" role="progressbar" aria-label={label}>
      <style href="dl-progress" precedence="default">
        {CSS}
      </style>
      <span className="dl-progress__ring" />
    </div>
  );
}
