import type { ProjectListItem } from 'mf-shared';

/** 'Operating since 2024', '2021–2024', 'Operations end 2030' or '' when no year is known. */
export function operatingYears(project: Pick<ProjectListItem, 'year_operations_started' | 'year_operations_ended'>): string {
  const { year_operations_started: started, year_operations_ended: ended } = project;
  if (started && ended) return `${started}–${ended}`;
  if (started) return `Operating since ${started}`;
  if (ended) return `Operations ended ${ended}`;
  return '';
}
