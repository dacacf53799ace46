// Placeholder until the projects issue lands: /projects/{slug}.
import { ComingSoon } from 'mf-shared/kit';

export default function ProjectDetailPage() {
  return (
    <ComingSoon heading="Project" summary="Status, operating years, concept, partners, suppliers and publications of a fusion project." />
  );
}
