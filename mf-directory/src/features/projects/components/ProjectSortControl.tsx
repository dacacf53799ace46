import { Dropdown } from 'mf-shared/kit';
import { PROJECT_SORT_OPTIONS, parseSortField, type ProjectSortState } from '../utils/sortRules';
import styles from './ProjectSortControl.module.css';

export interface ProjectSortControlProps {
  sort: ProjectSortState;
  onChange(sort: ProjectSortState): void;
  /** docs/product/directory.md §3: active only with showProjectStatus=true. */
  active: boolean;
}

/** Sort by name or status, with an ascending toggle. */
export function ProjectSortControl({ sort, onChange, active }: ProjectSortControlProps) {
  return (
    <div className={styles.sort}>
      <Dropdown
        label="Sort by"
        options={PROJECT_SORT_OPTIONS}
        value={sort.field}
        disabled={!active}
        onChange={(value) => onChange({ ...sort, field: parseSortField(value) })}
      />
      <button
        type="button"
        className={styles.direction}
        aria-pressed={sort.ascending}
        disabled={!active}
        onClick={() => onChange({ ...sort, ascending: !sort.ascending })}
      >
        <span aria-hidden="true">{sort.ascending ? '↑' : '↓'}</span> Ascending
      </button>
    </div>
  );
}
