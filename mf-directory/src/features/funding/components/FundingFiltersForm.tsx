import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FundingSummary } from '../api/fundingApi';
import { FUNDING_TYPE_LABELS, fundingSearch, hasFilters, parseFundingFilters, type FundingFilters } from '../utils/filters';
import styles from './FundingPage.module.css';

export interface FundingFiltersFormProps {
  filters: FundingFilters;
  options: FundingSummary['options'] | undefined;
}

function yearRange(options: FundingSummary['options'] | undefined, filters: FundingFilters): number[] {
  const first = Math.min(options?.first_year ?? filters.from ?? 2000, filters.from ?? Infinity);
  const last = Math.max(options?.last_year ?? filters.to ?? first, filters.to ?? -Infinity);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

/**
 * The filters as a GET form: without JavaScript it reloads /funding with the query (rendered
 * by the server); with it, each change navigates at once and the Apply button stays for keyboards.
 */
export function FundingFiltersForm({ filters, options }: FundingFiltersFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const years = yearRange(options, filters);

  function apply(form: HTMLFormElement) {
    const data = new URLSearchParams();
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && value) data.set(key, value);
    });
    navigate(`/funding${fundingSearch(parseFundingFilters(data))}`);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const field = (name: keyof FundingFilters, label: string, choices: { value: string; label: string }[], anyLabel: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select
        id={`${id}-${name}`}
        name={name}
        // Keyed by the URL's value: a Back/Forward or a new link shows the filter it names.
        key={String(filters[name] ?? '')}
        defaultValue={String(filters[name] ?? '')}
        onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
      >
        <option value="">{anyLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );

  const yearChoices = years.map((year) => ({ value: String(year), label: String(year) }));
  return (
    <form method="get" action="/funding" className={styles.filters} aria-label="Funding filters" onSubmit={onSubmit}>
      {field(
        'type',
        'Type',
        Object.entries(FUNDING_TYPE_LABELS).map(([value, label]) => ({ value, label })),
        'All funding',
      )}
      {field('from', 'From', yearChoices, 'First year')}
      {field('to', 'To', yearChoices, 'Last year')}
      {field(
        'concept',
        'Concept',
        (options?.concepts ?? []).map((concept) => ({ value: concept.slug, label: concept.display_name })),
        'All concepts',
      )}
      {field(
        'country',
        'Country',
        (options?.countries ?? []).map((country) => ({ value: country.code, label: country.name })),
        'All countries',
      )}
      <div className={styles.filterActions}>
        <button type="submit" className={styles.apply}>
          Apply
        </button>
        {hasFilters(filters) && (
          <a href="/funding" className={styles.clear}>
            Clear filters
          </a>
        )}
      </div>
    </form>
  );
}
