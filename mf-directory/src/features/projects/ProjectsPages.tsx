// Placeholders until the projects issue lands: /projects and /projects/{slug}.
import { ComingSoon } from '../../components/ComingSoon';

export function ProjectsListPage() {
  return <ComingSoon title="Projects" summary="Fusion machines and experiments worldwide, grouped by confinement concept." />;
}

export function ProjectDetailPage() {
  return <ComingSoon title="Project" summary="Status, operating years, concept, partners, suppliers and publications of a fusion project." />;
}
