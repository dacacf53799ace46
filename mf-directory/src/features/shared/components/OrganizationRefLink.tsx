import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface OrganizationRefLinkProps {
  organization: { slug: string | null; display_name: string };
  className?: string;
  children?: ReactNode;
}

/** An organization's name linking to its page; an unpublished one (slug null) keeps its name, unlinked. */
export function OrganizationRefLink({ organization, className, children }: OrganizationRefLinkProps) {
  const content = children ?? organization.display_name;
  if (organization.slug === null) return <span className={className}>{content}</span>;
  return (
    <Link to={`/organizations/${encodeURIComponent(organization.slug)}`} className={className}>
      {content}
    </Link>
  );
}
