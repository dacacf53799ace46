// <head> of /projects and /projects/{slug}: descriptions and JSON-LD (schema.org, built on the server only).
import type { HeadData, ProjectListItem } from 'mf-shared';
import { safeExternalUrl } from '../../lib/display';
import { plainSummary } from '../../lib/plainSummary';
import type { Project } from './api/projectsApi';
import { operatingYears } from './utils/display';

const PROJECTS_DESCRIPTION =
  'Fusion machines and experiments worldwide, by confinement concept: tokamaks, stellarators, inertial, magnetized target and more.';

export function projectsListHead(projects: readonly ProjectListItem[] | undefined, origin: string): HeadData {
  return {
    title: 'Projects',
    description: PROJECTS_DESCRIPTION,
    jsonLd:
      __SERVER__ && projects?.length
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'ItemList',
              name: 'Fusion energy projects',
              numberOfItems: projects.length,
              itemListElement: projects.map((project, index) => ({
                '@type': 'ListItem',
                position: index + 1,
                url: `${origin}/projects/${encodeURIComponent(project.slug)}`,
                name: project.display_name,
              })),
            },
          ]
        : [],
  };
}

export function projectHead(project: Project | undefined, origin: string): HeadData {
  if (!project) return {};
  const facts = [
    project.project_status,
    project.concept?.display_name && `${project.concept.display_name} project`,
    project.country && `in ${project.country}`,
    operatingYears(project).toLowerCase(),
  ]
    .filter(Boolean)
    .join(' ');
  const description = plainSummary(project.description) || `${project.display_name}: ${facts}.`;
  const image = project.media[0]?.image_url;
  const announcement = safeExternalUrl(project.announcement_url);
  return {
    title: project.display_name,
    description,
    image,
    imageAlt: image ? project.display_name : undefined,
    jsonLd: !__SERVER__
      ? undefined
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'ResearchProject',
            name: project.display_name,
            url: `${origin}/projects/${encodeURIComponent(project.slug)}`,
            description,
            ...(image ? { image } : {}),
            ...(project.country ? { location: { '@type': 'Place', name: project.country } } : {}),
            ...(project.year_operations_started ? { foundingDate: String(project.year_operations_started) } : {}),
            ...(project.affiliated_organizations.length
              ? {
                  member: project.affiliated_organizations.map((organization) => ({
                    '@type': 'Organization',
                    name: organization.display_name,
                    ...(organization.slug ? { url: `${origin}/organizations/${encodeURIComponent(organization.slug)}` } : {}),
                  })),
                }
              : {}),
            ...(announcement || project.sources?.length
              ? {
                  subjectOf: [
                    ...(announcement ? [{ '@type': 'CreativeWork', name: 'Announcement', url: announcement }] : []),
                    ...(project.sources ?? []).map((source) => ({ '@type': 'CreativeWork', name: source.title, url: source.url })),
                  ],
                }
              : {}),
          },
        ],
  };
}
