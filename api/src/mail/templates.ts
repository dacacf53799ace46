// Email layout shared by every message: a plain-text body and an HTML body built from the same
// parts. Every value placed in the HTML goes through escapeHtml (names and addresses come from
// users); links must be http(s) URLs (checked) and are escaped as attribute values.

export const SITE_NAME = 'Fusion Energy Directory';

/** mf-shared/src/styles/tokens.css (the API imports no front-end code; a test keeps them equal). */
export const EMAIL_COLORS = {
  ink: '#0f1b2d',
  inkMuted: '#4a5568',
  navy: '#12233d',
  onNavy: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  border: '#d9dee5',
  accent: '#0a7282',
  onAccent: '#ffffff',
} as const;

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
  // The site's colours (its teal accent), as the digest uses them.
  const c = EMAIL_COLORS;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:${c.surfaceMuted};font-family:Arial,Helvetica,sans-serif;color:${c.ink}">
<div style="max-width:560px;margin:0 auto;background:${c.surface};border-radius:8px;padding:32px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${parts.intro.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="background:${c.accent};color:${c.onAccent};padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:${c.inkMuted}">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:${c.accent};word-break:break-all">${url}</a></p>
${parts.outro.map(paragraph).join('\n')}
<p style="margin:24px 0 0;font-size:13px;color:${c.inkMuted}">${escapeHtml(SITE_NAME)}</p>
</div>
</body>
</html>
`;
  return { subject: parts.subject, text, html };
}
