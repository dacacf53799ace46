import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrganizationStatus } from 'mf-shared';
import { OrganizationStatusPill } from 'mf-shared/kit';

export interface OrganizationRefLinkProps {
  organization: { slug: string | null; display_name: string; status?: OrganizationStatus | null };
  className?: string;
  children?: ReactNode;
}

/**
 * An organization's name linking to its page; an unpublished one (slug null) keeps its name, unlinked.
 * A defunct, merged or acquired organization gets its status pill after the name (issue 19).
 */
export function OrganizationRefLink({ organization, className, children }: OrganizationRefLinkProps) {
  const content = children ?? organization.display_name;
  const name =
    organization.slug === null ? (
      <span className={className}>{content}</span>
    ) : (
      <Link to={`/organizations/${encodeURIComponent(organization.slug)}`} className={className}>
        {content}
      </Link>
    );
  return (
    <>
      {name}
      <OrganizationStatusPill status={organization.status} />
    </>
  );
}
