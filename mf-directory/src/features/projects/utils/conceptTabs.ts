// Concept tabs of /projects (docs/product/directory.md §3): 'All' first, then every concept that has projects.
// A concept without projects is hidden (not shown with 0), so every tab leads somewhere; a hash
// naming a hidden or unknown concept shows 'All'.
import type { ConceptTab } from 'mf-shared';
import type { TabItem } from 'mf-shared/kit';

export const ALL_CONCEPTS = 'all';

export function conceptTabItems(concepts: readonly ConceptTab[]): TabItem[] {
  const shown = concepts.filter((concept) => concept.count > 0);
  return [
    { id: ALL_CONCEPTS, label: 'All', count: shown.reduce((sum, concept) => sum + concept.count, 0) },
    ...shown.map((concept) => ({ id: concept.slug, label: concept.display_name, count: concept.count })),
  ];
}
