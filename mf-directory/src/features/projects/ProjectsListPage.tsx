// Placeholder until the projects issue lands: /projects.
import { ComingSoon } from 'mf-shared/kit';

export default function ProjectsListPage() {
  return <ComingSoon heading="Projects" summary="Fusion machines and experiments worldwide, grouped by confinement concept." />;
}
