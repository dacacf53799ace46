// Emails telling a requester how staff decided (src/mail/templates.ts layout; every value escaped there).
import type { MailMessage } from '../../mail/mailer';
import { renderEmail, SITE_NAME } from '../../mail/templates';
import type { EntityKind } from './access';

export interface DecisionEmail {
  to: { email: string; fullName: string };
  /** A claim (edit access), a new entry the requester added, or a supplier link (entity: the project). */
  subject: 'claim' | 'entry' | 'supplier_link';
  /** The supplier organization of a supplier link. */
  supplier?: { slug: string; displayName: string };
  kind: EntityKind;
  entity: { slug: string; displayName: string };
  decision: 'approve' | 'reject';
  note: string | null;
  siteUrl: string;
}

const pathOf = (kind: EntityKind, slug: string) => `/${kind === 'organization' ? 'organizations' : 'projects'}/${encodeURIComponent(slug)}`;

export function decisionEmail(input: DecisionEmail): MailMessage {
  const { kind, entity, decision, note } = input;
  const noun = kind === 'organization' ? 'organization' : 'project';
  const name = entity.displayName;
  const approved = decision === 'approve';
  const notes = note ? [`Note from the reviewer: ${note}`] : [];
  let subjectLine: string;
  let intro: string[];
  let action: { label: string; url: string };
  if (input.subject === 'claim') {
    subjectLine = approved ? `You can now edit ${name}` : `Your request to edit ${name} was declined`;
    intro = approved
      ? [`Your request to edit the ${noun} ${name} on the ${SITE_NAME} was approved.`, ...notes]
      : [
          `Your request to edit the ${noun} ${name} on the ${SITE_NAME} was declined.`,
          ...notes,
          'If you think this is a mistake, reply to this email or claim it again from its page.',
        ];
    action = approved
      ? { label: `Edit ${name}`, url: `${input.siteUrl}${pathOf(kind, entity.slug)}/edit` }
      : { label: 'Open your profile', url: `${input.siteUrl}/profile` };
  } else if (input.subject === 'supplier_link') {
    const supplier = input.supplier?.displayName ?? 'Your organization';
    subjectLine = approved
      ? `${supplier} is now listed as a supplier of ${name}`
      : `${supplier} will not be listed as a supplier of ${name}`;
    intro = approved
      ? [`The supplier entry of ${supplier} for the project ${name} was reviewed and now shows on the project's page.`, ...notes]
      : [
          `The supplier entry of ${supplier} for the project ${name} was reviewed and will not show on the project's page. ` +
            "It stays on your organization's page.",
          ...notes,
        ];
    action = approved
      ? { label: `View ${name}`, url: `${input.siteUrl}${pathOf('project', entity.slug)}` }
      : { label: 'Open your profile', url: `${input.siteUrl}/profile` };
  } else {
    subjectLine = approved ? `${name} is now listed on the ${SITE_NAME}` : `${name} was not added to the ${SITE_NAME}`;
    intro = approved
      ? [`The ${noun} ${name} that you added was reviewed and is now visible to everyone.`, ...notes]
      : [`The ${noun} ${name} that you added was reviewed and will not be listed. It stays visible to you only.`, ...notes];
    action = approved
      ? { label: `View ${name}`, url: `${input.siteUrl}${pathOf(kind, entity.slug)}` }
      : { label: 'Open your profile', url: `${input.siteUrl}/profile` };
  }
  const content = renderEmail({
    subject: subjectLine,
    greetingName: input.to.fullName,
    intro,
    action,
    outro: ['Thank you for helping keep the directory accurate.'],
  });
  return { to: input.to.email, ...content };
}
