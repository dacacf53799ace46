// The alert emails (issue 22): one per followed item (instant) or one digest a day. Every one has
// RFC 8058 one-click unsubscribe headers and links to the item and to the follows' settings.
import type { MailMessage } from '../../mail/mailer';
import { renderEmail } from '../../mail/templates';
import { describeEvent, eventPath, type FollowEvent } from '../../resources/follows/events';
import { unsubscribeUrl } from '../../resources/follows/tokens';

export interface Recipient {
  id: number;
  email: string;
  fullName: string;
}

export interface FollowedItem {
  name: string;
  path: string;
  events: FollowEvent[];
}

const MANAGE_FOLLOWS_PATH = '/profile#following';

function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const eventLines = (siteUrl: string, events: FollowEvent[]) =>
  events.map((event) => `${describeEvent(event)}: ${siteUrl}${eventPath(event)}`);

function footer(siteUrl: string, unsubscribe: string): string[] {
  return [
    `Manage what you follow and how often you hear about it: ${siteUrl}${MANAGE_FOLLOWS_PATH}`,
    `Stop alert emails (one click, no sign-in): ${unsubscribe}`,
  ];
}

/** One followed item's news since its last email. */
export function instantAlert(siteUrl: string, secret: string, recipient: Recipient, item: FollowedItem): MailMessage {
  const unsubscribe = unsubscribeUrl(siteUrl, secret, recipient.id);
  const content = renderEmail({
    subject: `${item.name}: ${item.events.length === 1 ? item.events[0]!.activity_type : `${item.events.length} updates`}`,
    greetingName: recipient.fullName,
    intro: [`News about ${item.name}, which you follow:`, ...eventLines(siteUrl, item.events)],
    action: { label: `Open ${item.name}`, url: `${siteUrl}${item.path}` },
    outro: footer(siteUrl, unsubscribe),
  });
  return { to: recipient.email, ...content, headers: unsubscribeHeaders(unsubscribe) };
}

/** The day's news about everything the recipient follows with the daily cadence. */
export function dailyDigest(siteUrl: string, secret: string, recipient: Recipient, items: FollowedItem[]): MailMessage {
  const unsubscribe = unsubscribeUrl(siteUrl, secret, recipient.id);
  const count = items.reduce((total, item) => total + item.events.length, 0);
  const content = renderEmail({
    subject: `Your daily alerts: ${count} ${count === 1 ? 'update' : 'updates'}`,
    greetingName: recipient.fullName,
    intro: items.flatMap((item) => [`${item.name} (${siteUrl}${item.path}):`, ...eventLines(siteUrl, item.events)]),
    action: { label: 'Manage what you follow', url: `${siteUrl}${MANAGE_FOLLOWS_PATH}` },
    outro: footer(siteUrl, unsubscribe),
  });
  return { to: recipient.email, ...content, headers: unsubscribeHeaders(unsubscribe) };
}
