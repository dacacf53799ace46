// Email layout shared by every message: a plain-text body and an HTML body built from the same
// parts. Every value placed in the HTML goes through escapeHtml (names and addresses come from
// users); links must be http(s) URLs (checked) and are escaped as attribute values.

export const SITE_NAME = 'Fusion Energy Directory';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Plain text cannot inject markup, but a line break in a name could fake a paragraph. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailParts {
  subject: string;
  greetingName: string;
  /** Paragraphs before the button (plain text, escaped for HTML here). */
  intro: string[];
  action: { label: string; url: string };
  /** Paragraphs after the button. */
  outro: string[];
}

function assertHttpUrl(url: string): void {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Not an http(s) link: ${parsed.protocol}`);
}

/** The one layout: greeting, paragraphs, a button (with the bare link below it), paragraphs. */
export function renderEmail(parts: EmailParts): EmailContent {
  assertHttpUrl(parts.action.url);
  const name = oneLine(parts.greetingName);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    ...parts.intro.flatMap((paragraph) => [oneLine(paragraph), '']),
    `${parts.action.label}:`,
    parts.action.url,
    '',
    ...parts.outro.flatMap((paragraph) => [oneLine(paragraph), '']),
    `— ${SITE_NAME}`,
    '',
  ].join('\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(oneLine(value))}</p>`;
  const url = escapeHtml(parts.action.url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2433">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${parts.intro.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="background:#3b2b8f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6375">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#3b2b8f;word-break:break-all">${url}</a></p>
${parts.outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:#5b6375">${escapeHtml(SITE_NAME)}</p>
</div>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}
