// The digest email: MJML (responsive HTML every mail client renders) and a plain-text twin, in
// the site's colours. Rendered once per issue with UNSUBSCRIBE_PLACEHOLDER where each recipient's
// own unsubscribe link goes (personalize), so a send of thousands compiles MJML once.
import { formatAmount } from '../../../db/money';
import { EMAIL_COLORS, escapeHtml, SITE_NAME } from '../../../mail/templates';
import type { DigestContent } from './build';
import { compileMjmlOffThread } from './mjml-pool';

/** The site's colours for emails (defined with the mail layout, mail/templates.ts). */
export { EMAIL_COLORS };

export const UNSUBSCRIBE_PLACEHOLDER = '%%unsubscribe_url%%';

export interface RenderedDigest {
  html: string;
  text: string;
}

const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
const paragraphsOf = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter(Boolean);
const usd = (amount: number) => formatAmount(amount, 'USD');
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const periodLabel = (digest: Pick<DigestContent, 'periodStart' | 'periodEnd'>) =>
  `${dayOf(digest.periodStart)} – ${dayOf(digest.periodEnd)}`;

interface Section {
  title: string;
  /** One line of plain text each, with the page's link. */
  items: { text: string; path: string; detail?: string }[];
  summary?: string;
  more?: { label: string; path: string };
}

function sectionsOf(digest: DigestContent): Section[] {
  const sections: Section[] = [];
  if (digest.funding.count) {
    sections.push({
      title: 'New funding',
      summary: `${digest.funding.count} round${digest.funding.count === 1 ? '' : 's'}${
        digest.funding.totalUsd ? `, ${usd(digest.funding.totalUsd)} in total` : ''
      }.`,
      items: digest.funding.rounds.map((round) => ({
        text: `${round.organization}: ${round.roundName}${round.amountUsd ? `, ${usd(round.amountUsd)}` : ''}`,
        detail: round.headline,
        path: `/organizations/${round.slug}`,
      })),
      more: digest.funding.count > digest.funding.rounds.length ? { label: 'All funding', path: '/funding' } : undefined,
    });
  }
  if (digest.organizations.length) {
    sections.push({
      title: 'New organizations',
      items: digest.organizations.map((org) => ({
        text: org.country ? `${org.name} (${org.country})` : org.name,
        path: `/organizations/${org.slug}`,
      })),
    });
  }
  if (digest.projects.length) {
    sections.push({
      title: 'New projects',
      items: digest.projects.map((project) => ({ text: project.name, path: `/projects/${project.slug}` })),
    });
  }
  if (digest.jobCount) {
    sections.push({
      title: 'New jobs',
      summary: `${digest.jobCount} new posting${digest.jobCount === 1 ? '' : 's'}.`,
      items: digest.jobs.map((row) => ({
        text: `${row.organization}: ${row.count} job${row.count === 1 ? '' : 's'}`,
        detail: row.titles.join(' · '),
        path: `/jobs?organization=${encodeURIComponent(row.slug)}`,
      })),
      more: { label: 'All jobs', path: '/jobs' },
    });
  }
  if (digest.articles.length) {
    sections.push({
      title: 'Articles',
      items: digest.articles.map((article) => ({ text: article.title, detail: article.summary, path: `/articles/${article.slug}` })),
    });
  }
  return sections;
}

export interface DigestEmailInput {
  subject: string;
  intro: string;
  digest: DigestContent;
  siteUrl: string;
}

function renderDigestText({ subject, intro, digest, siteUrl }: DigestEmailInput): string {
  const lines = [subject, periodLabel(digest), ''];
  for (const paragraph of paragraphsOf(intro)) lines.push(paragraph, '');
  const sections = sectionsOf(digest);
  if (!sections.length) lines.push('A quiet week: nothing new in the directory.', '');
  for (const section of sections) {
    lines.push(section.title.toUpperCase(), '');
    if (section.summary) lines.push(section.summary, '');
    for (const item of section.items) {
      lines.push(`- ${oneLine(item.text)}`);
      if (item.detail) lines.push(`  ${oneLine(item.detail)}`);
      lines.push(`  ${siteUrl}${item.path}`);
    }
    if (section.more) lines.push('', `${section.more.label}: ${siteUrl}${section.more.path}`);
    lines.push('');
  }
  lines.push(
    '--',
    `You receive this because you subscribed to the ${SITE_NAME} newsletter.`,
    `Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
    '',
  );
  return lines.join('\n');
}

async function renderDigestHtml({ subject, intro, digest, siteUrl }: DigestEmailInput): Promise<string> {
  const c = EMAIL_COLORS;
  const link = (path: string) => escapeHtml(`${siteUrl}${path}`);
  const sections = sectionsOf(digest)
    .map(
      (section) => `
    <mj-section background-color="${c.surface}" padding="8px 24px">
      <mj-column>
        <mj-text font-size="18px" font-weight="700" color="${c.navy}" padding="16px 0 4px">${escapeHtml(section.title)}</mj-text>
        ${section.summary ? `<mj-text color="${c.inkMuted}" padding="0 0 8px">${escapeHtml(section.summary)}</mj-text>` : ''}
        ${section.items
          .map(
            (item) =>
              `<mj-text padding="6px 0"><a href="${link(item.path)}" style="color:${c.accent};font-weight:600;text-decoration:none">${escapeHtml(
                oneLine(item.text),
              )}</a>${item.detail ? `<br><span style="color:${c.inkMuted};font-size:14px">${escapeHtml(oneLine(item.detail))}</span>` : ''}</mj-text>`,
          )
          .join('\n        ')}
        ${section.more ? `<mj-text padding="8px 0 0"><a href="${link(section.more.path)}" style="color:${c.accent}">${escapeHtml(section.more.label)} →</a></mj-text>` : ''}
        <mj-divider border-color="${c.border}" border-width="1px" padding="16px 0 0" />
      </mj-column>
    </mj-section>`,
    )
    .join('');
  const introHtml = paragraphsOf(intro)
    .map((paragraph) => `<mj-text padding="0 0 12px">${escapeHtml(paragraph)}</mj-text>`)
    .join('\n');
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-preview>${escapeHtml(`${SITE_NAME}: ${periodLabel(digest)}`)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="${c.ink}" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${c.surfaceMuted}" width="600px">
    <mj-section background-color="${c.navy}" padding="20px 24px">
      <mj-column>
        <mj-text color="${c.onNavy}" font-size="20px" font-weight="700" padding="0"><a href="${escapeHtml(siteUrl)}/" style="color:${c.onNavy};text-decoration:none">${escapeHtml(SITE_NAME)}</a></mj-text>
        <mj-text color="${c.onNavy}" font-size="14px" padding="4px 0 0">${escapeHtml(periodLabel(digest))}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="${c.surface}" padding="24px 24px 8px">
      <mj-column>
        <mj-text font-size="22px" font-weight="700" color="${c.navy}" padding="0 0 12px">${escapeHtml(subject)}</mj-text>
        ${introHtml}
        ${sections ? '' : `<mj-text>A quiet week: nothing new in the directory.</mj-text>`}
      </mj-column>
    </mj-section>${sections}
    <mj-section background-color="${c.surface}" padding="8px 24px 24px">
      <mj-column>
        <mj-button href="${escapeHtml(siteUrl)}/updates" background-color="${c.accent}" color="${c.onAccent}" border-radius="6px" align="left" padding="8px 0">All updates</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="13px" color="${c.inkMuted}" padding="0">You receive this because you subscribed to the ${escapeHtml(SITE_NAME)} newsletter. <a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${c.accent}">Unsubscribe</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  return compileMjmlOffThread(source);
}

export async function renderDigest(input: DigestEmailInput): Promise<RenderedDigest> {
  return { html: await renderDigestHtml(input), text: renderDigestText(input) };
}

/** One recipient's copy: their unsubscribe link in place of the placeholder. */
export function personalize(rendered: RenderedDigest, unsubscribeUrl: string): RenderedDigest {
  return {
    html: rendered.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escapeHtml(unsubscribeUrl)),
    text: rendered.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeUrl),
  };
}
