import Mustache from 'mustache';
import { BRAND } from '@dutylink/contracts';
import { escapeHtml } from '../html';

/**
 * Every e-mail is written once, as blocks, and rendered twice (issue 37, docs/decisions/emails.md): a plain
 * text part that reads as before in any client, and a simple HTML part beside it (multipart/alternative).
 * The HTML comes from one logic-less Mustache template, which escapes every value (the five characters HTML
 * gives meaning to, so links stay readable to spam filters): no text can become markup.
 */

/** A paragraph; a link shown as a button ('label: url' in the text part); or label and value rows (a receipt). */
export type EmailBlock = string | { label: string; link: string } | { rows: readonly (readonly [string, string])[] };

export interface EmailContent {
  subject: string;
  blocks: readonly EmailBlock[];
}

/** A recurring e-mail's way out: the signed one-click address, and what it stops ('applicant notices by e-mail'). */
export interface Unsubscribe {
  url: string;
  what: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl?: string;
}

// Styles in <head>, not inline: the HTML validator's recommended rules refuse inline styles, and the clients
// people read DutyLink mail in (Gmail, Apple Mail, Outlook on the web and mobile) honour a <style> element.
// The colours are the design system's palette (BRAND).
const TEMPLATE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}}</title>
<style>
body { margin: 0; padding: 24px 12px; background: ${BRAND.page}; color: ${BRAND.text}; font-family: Arial, Helvetica, sans-serif; font-size: 16px; line-height: 1.5; }
main { max-width: 560px; margin: 0 auto; background: ${BRAND.paper}; border-radius: 8px; padding: 24px; }
a { color: ${BRAND.navy}; }
a.button { display: inline-block; background: ${BRAND.navy}; color: ${BRAND.onNavy}; text-decoration: none; padding: 10px 20px; border-radius: 6px; font-weight: bold; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 6px 0; border-bottom: 1px solid ${BRAND.divider}; text-align: left; font-weight: normal; }
td { text-align: right; }
footer { max-width: 560px; margin: 16px auto 0; color: ${BRAND.textSecondary}; font-size: 13px; }
</style>
</head>
<body>
<main>
{{#blocks}}
{{#paragraph}}
<p>{{.}}</p>
{{/paragraph}}
{{#button}}
<p><a class="button" href="{{link}}">{{label}}</a></p>
{{/button}}
{{#table}}
<table>
<tbody>
{{#rows}}
<tr><th scope="row">{{label}}</th><td>{{value}}</td></tr>
{{/rows}}
</tbody>
</table>
{{/table}}
{{/blocks}}
</main>
<footer>
<p>DutyLink</p>
{{#unsubscribe}}
<p><a href="{{url}}">Stop {{what}}</a></p>
{{/unsubscribe}}
</footer>
</body>
</html>
`;

Mustache.parse(TEMPLATE);

/** The longest title the validator's long-title rule allows; it counts the title as written, entities included. */
const TITLE_MAX = 70;

/** The title of the HTML document: the subject, cut to fit once escaped. */
function titleOf(subject: string): string {
  if (escapeHtml(subject).length <= TITLE_MAX) return subject;
  let cut = TITLE_MAX - 3;
  while (escapeHtml(subject.slice(0, cut)).length > TITLE_MAX - 3) cut -= 1;
  return `${subject.slice(0, cut)}...`;
}

function textOf(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('link' in block) return `${block.label}: ${block.link}`;
  return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function viewOf(block: EmailBlock) {
  if (typeof block === 'string') return { paragraph: block };
  if ('link' in block) return { button: block };
  return { table: { rows: block.rows.map(([label, value]) => ({ label, value })) } };
}

/** The text and HTML parts of an e-mail, with the List-Unsubscribe address of a recurring one. */
export function renderEmail(content: EmailContent, unsubscribe?: Unsubscribe): RenderedEmail {
  const footer = unsubscribe ? [`Stop ${unsubscribe.what}: ${unsubscribe.url}`] : [];
  const text = [...content.blocks.map(textOf), 'DutyLink', ...footer].join('\n\n');
  const html = Mustache.render(TEMPLATE, { title: titleOf(content.subject), blocks: content.blocks.map(viewOf), unsubscribe }, {}, { escape: escapeHtml });
  return { subject: content.subject, text, html, ...(unsubscribe ? { unsubscribeUrl: unsubscribe.url } : {}) };
}
