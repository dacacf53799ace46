// <head> of /organizations and /organizations/{slug}: descriptions, cards and JSON-LD (schema.org).
// JSON-LD is built on the server only (__SERVER__ is a build-time constant): the browser keeps
// document.title and the description in step, and the browser build drops the rest.
import type { HeadData, OrganizationDetail, OrganizationListItem } from 'mf-shared';
import { formatMoney } from 'mf-shared/kit';
import { formatPlace, safeExternalUrl } from '../../lib/display';
import { plainSummary } from '../../lib/plainSummary';

export function organizationsListHead(organizations: readonly OrganizationListItem[] | undefined, origin: string): HeadData {
  return {
    title: 'Organizations',
    description:
      'Fusion machine developers, technology developers, suppliers, investors, research organizations and public bodies of the fusion energy industry.',
    jsonLd:
      __SERVER__ && organizations?.length
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'ItemList',
              name: 'Fusion energy organizations',
              numberOfItems: organizations.length,
              itemListElement: organizations.map((organization, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                url: `${origin}/organizations/${encodeURIComponent(organization.slug)}`,
                name: organization.display_name,
              })),
            },
          ]
        : [],
  };
}

export function organizationHead(organization: OrganizationDetail | undefined): HeadData {
  if (!organization) return {};
  const description = organization.is_affiliate && organization.self_description ? organization.self_description : organization.description;
  const place = formatPlace(organization);
  const summary =
    plainSummary(description) ||
    [
      organization.display_name,
      place && `based in ${place}`,
      organization.total_funding ? `${formatMoney(organization.total_funding)} raised` : '',
    ]
      .filter(Boolean)
      .join(', ');
  const website = safeExternalUrl(organization.website_url);
  return {
    title: organization.display_name,
    description: summary,
    image: organization.logo ?? undefined,
    imageAlt: organization.logo ? `${organization.display_name} logo` : undefined,
    type: 'profile',
    jsonLd: !__SERVER__
      ? undefined
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: organization.display_name,
            ...(organization.acronym_name ? { alternateName: organization.acronym_name } : {}),
            ...(website ? { url: website } : {}),
            ...(organization.logo ? { logo: organization.logo } : {}),
            ...(summary ? { description: summary } : {}),
            ...(organization.founding_year ? { foundingDate: String(organization.founding_year) } : {}),
            ...(organization.founders.length
              ? { founder: organization.founders.map((person) => ({ '@type': 'Person', name: person.name })) }
              : {}),
            ...(place
              ? {
                  address: {
                    '@type': 'PostalAddress',
                    ...(organization.city ? { addressLocality: organization.city } : {}),
                    ...(organization.region ? { addressRegion: organization.region } : {}),
                    ...(organization.country ? { addressCountry: organization.country } : {}),
                  },
                }
              : {}),
          },
        ],
  };
}
