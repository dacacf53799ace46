import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MapView } from '../api/mapApi';
import { mapSearch, parseMapFilters, type MapFilters } from '../utils/filters';
import styles from './MapPage.module.css';

export interface MapFiltersFormProps {
  filters: MapFilters;
  options: MapView['options'] | undefined;
}

/**
 * The filters as a GET form to /map: without JavaScript it reloads the page with the query (the
 * server draws that map); with it, each change navigates at once. Each choice shows how many
 * mapped machines it keeps.
 */
export function MapFiltersForm({ filters, options }: MapFiltersFormProps) {
  const id = useId();
  const navigate = useNavigate();

  function apply(form: HTMLFormElement) {
    const data = new URLSearchParams();
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && value) data.set(key, value);
    });
    navigate(`/map${mapSearch(parseMapFilters(data))}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const field = (name: keyof MapFilters, label: string, choices: MapView['options']['concepts'], anyLabel: string) => {
    const selected = filters[name] ?? '';
    // A filter in the URL stays selectable even when it keeps no machine.
    const shown =
      selected && !choices.some((choice) => choice.value === selected)
        ? [...choices, { value: selected, label: selected, count: 0 }]
        : choices;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <select
          id={`${id}-${name}`}
          name={name}
          key={selected}
          defaultValue={selected}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <option value="">{anyLabel}</option>
          {shown.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {`${choice.label} (${choice.count})`}
            </option>
          ))}
        </select>
      </div>
    );
  };

  return (
    <form method="get" action="/map" className={styles.filters} aria-label="Map filters" onSubmit={onSubmit}>
      {field('concept', 'Concept', options?.concepts ?? [], 'All concepts')}
      {field('status', 'Status', options?.statuses ?? [], 'Any status')}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.apply}>
          Show
        </button>
        {(filters.concept || filters.status) && (
          <a href="/map" className={styles.clear}>
            Clear filters
          </a>
        )}
      </div>
    </form>
  );
}
