// Placeholders until the projects issue lands: /projects and /projects/{slug}.
import { ComingSoon } from 'mf-shared';

export function ProjectsListPage() {
  return <ComingSoon heading="Projects" summary="Fusion machines and experiments worldwide, grouped by confinement concept." />;
}

export function ProjectDetailPage() {
  return <ComingSoon heading="Project" summary="Status, operating years, concept, partners, suppliers and publications of a fusion project." />;
}
