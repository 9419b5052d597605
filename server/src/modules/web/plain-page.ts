import { BRAND, LOGO_PATHS, paths, PRODUCT_NAME } from '@dutylink/contracts';

/**
 * The pages the server renders itself (the SMS job page, sign-in and sign-up, terms and privacy): plain HTML and
 * one small style sheet, readable and usable without any script, on a 390 px phone first. Its colours
 * are the design system's palette (BRAND), its notes drawn like the app's alerts.
 */
const STYLE = `*{box-sizing:border-box}
body{margin:0;background:${BRAND.page};color:${BRAND.text};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;overflow-wrap:anywhere}
header{background:${BRAND.navy}}
.bar,main{max-width:48rem;margin:0 auto;padding:0 16px}
.mark{display:inline-flex;align-items:center;gap:8px;min-height:56px;color:${BRAND.onNavy};font-size:22px;font-weight:800;letter-spacing:-.02em;text-decoration:none}
main{padding-top:24px;padding-bottom:32px}
.card{background:${BRAND.paper};border:1px solid ${BRAND.divider};border-radius:12px;padding:20px}
h1{font-size:26px;line-height:1.25;margin:0}
h2{font-size:20px;margin:0 0 4px}
p{margin:0 0 12px}
.company,dt{color:${BRAND.textSecondary}}
.tag{display:inline-block;margin-top:8px;padding:2px 10px;border-radius:12px;background:${BRAND.divider};font-size:14px;font-weight:600}
.actions{margin:20px 0;display:grid;gap:12px;justify-items:start}
.note{margin:0;padding:12px 16px;border-radius:8px;border-left:4px solid ${BRAND.navyLight};background:${BRAND.infoTint};width:100%}
.note.done{border-color:${BRAND.success};background:${BRAND.successTint}}
.note.warn{border-color:${BRAND.warning};background:${BRAND.warningTint}}
.note.error{border-color:${BRAND.error};background:${BRAND.errorTint}}
.note p:last-child{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;min-width:120px;padding:0 24px;border:0;border-radius:8px;background:${BRAND.navy};color:${BRAND.onNavy};font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:disabled{background:${BRAND.divider};color:${BRAND.textSecondary};cursor:default}
a{color:${BRAND.navy}}
.link{display:inline-flex;align-items:center;min-height:44px;min-width:44px;font-weight:600}
:focus-visible{outline:3px solid ${BRAND.warning};outline-offset:2px}
form{margin:0}
.description{white-space:pre-line}
dl{margin:24px 0 0}
dt{margin-top:12px}
dd{margin:0;white-space:pre-line}
fieldset{border:0;margin:0 0 12px;padding:0}
legend{padding:0;margin-bottom:4px;color:${BRAND.textSecondary}}
.auth{max-width:30rem;margin:0 auto;display:grid;gap:16px}
.auth form,.auth p{margin:0}
.choice{display:inline-flex;align-items:center;gap:8px;min-height:44px;margin-right:24px;cursor:pointer}
.choice input{flex:none;width:22px;height:22px;margin:0;accent-color:${BRAND.navy}}
.field{display:grid;gap:4px;margin-bottom:8px}
.field>label:not(.choice){font-weight:600}
.auth p a,.choice a{display:inline-block;padding:12px 0;margin:-12px 0;font-weight:600}
.auth form>.button{margin-top:8px}
input[type=tel],.digit{font:inherit;font-size:18px;min-height:52px;padding:0 14px;border:1px solid ${BRAND.steelLight};border-radius:8px;background:${BRAND.paper};color:${BRAND.text};width:100%}
input[aria-invalid=true]{border:2px solid ${BRAND.error}}
.help{font-size:14px;color:${BRAND.textSecondary};margin:0}
.help.error{color:${BRAND.error}}
.consents .field{margin:0}
.digits{display:grid;grid-template-columns:repeat(6,minmax(0,56px));gap:8px}
.digit{padding:0;text-align:center;font-size:22px}
.links,.ways-out{display:grid;gap:4px;justify-items:start}
.inline{display:flex;flex-wrap:wrap;align-items:center;gap:0 6px}
.link-button{font:inherit;font-weight:600;color:${BRAND.navy};background:none;border:0;padding:0;min-height:44px;text-decoration:underline;cursor:pointer;text-align:left}
body.document{display:flex;flex-direction:column;height:100vh;height:100dvh}
body.document main{flex:1;display:flex;flex-direction:column;min-height:0;width:100%;padding-bottom:16px}
iframe{display:block;flex:1;width:100%;min-height:240px;margin-top:16px;border:1px solid ${BRAND.divider};border-radius:8px;background:${BRAND.paper}}
@media (min-width:600px){dl{display:grid;grid-template-columns:minmax(140px,max-content) 1fr;column-gap:24px;row-gap:8px}dt{margin:0}}`;

/** The logo's shield as the landing page draws it on navy (the design system's Logo, light). */
const SHIELD = `<svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24"><path d="${LOGO_PATHS.shield}" fill="${BRAND.onNavy}"/><path d="${LOGO_PATHS.tick}" fill="none" stroke="${BRAND.navy}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/**
 * The title is the product name on every page, as the app sets it on every navigation (spec section 2):
 * the page's own name is its h1, so a tab or a bookmark reads the same whether the server or the app drew it.
 * `document`: the page frames a document that fills the screen below its header, so a phone scrolls the
 * document alone, not a frame inside a scrolling page.
 */
export function plainPage(content: string, { indexed = false, document = false } = {}): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${indexed ? '' : '<meta name="robots" content="noindex">'}<title>${PRODUCT_NAME}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body${document ? ' class="document"' : ''}><header><div class="bar"><a class="mark" href="${paths.home}">${SHIELD}${PRODUCT_NAME}</a></div></header>
<main>${content}</main></body></html>`;
}
