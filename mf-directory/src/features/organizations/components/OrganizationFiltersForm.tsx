import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from 'mf-shared/kit';
import type { OrganizationFacets } from '../api/organizationsApi';
import {
  FUNDING_STEPS,
  organizationsUrl,
  parseFilters,
  withoutFilter,
  type FacetLabels,
  type FilterKey,
  type OrganizationFilters,
  activeFilters,
} from '../utils/filters';
import styles from './OrganizationFiltersForm.module.css';

export interface OrganizationFiltersFormProps {
  tag: string;
  filters: OrganizationFilters;
  facets: OrganizationFacets | undefined;
}

type Choice = { value: string; label: string };

const withCount = (values: OrganizationFacets['country'] | undefined): Choice[] =>
  (values ?? []).map((value) => ({ value: value.value, label: `${value.label} (${value.count})` }));

export function facetLabels(facets: OrganizationFacets | undefined): FacetLabels {
  const map = (values: OrganizationFacets['country'] | undefined) => new Map((values ?? []).map((value) => [value.value, value.label]));
  return { country: map(facets?.country), kind: map(facets?.kind), status: map(facets?.status) };
}

/**
 * The facets as a GET form: without JavaScript it reloads /organizations with the query (rendered by
 * the server); with it, a changed menu navigates at once, and Enter or Apply sends the name and years.
 */
export function OrganizationFiltersForm({ tag, filters, facets }: OrganizationFiltersFormProps) {
  const id = useId();
  const navigate = useNavigate();

  function apply(form: HTMLFormElement) {
    const data = new URLSearchParams();
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && value.trim()) data.set(key, value.trim());
    });
    navigate(organizationsUrl(tag, parseFilters(data)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const select = (name: FilterKey, label: string, choices: Choice[], anyLabel: string) => {
    const value = filters[name] ?? '';
    // A value from the URL that the counts no longer list (nothing left with it) stays selectable.
    const options = value && !choices.some((choice) => choice.value === value) ? [{ value, label: value }, ...choices] : choices;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <select
          id={`${id}-${name}`}
          name={name}
          // Keyed by the URL's value: Back/Forward or a chip's link shows the filter it names.
          key={value}
          defaultValue={value}
          onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        >
          <option value="">{anyLabel}</option>
          {options.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    );
  };

  const input = (name: FilterKey, label: string, className: string | undefined, props: Record<string, string>) => (
    <div className={className}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} name={name} key={filters[name] ?? ''} defaultValue={filters[name] ?? ''} {...props} />
    </div>
  );

  const fundingChoices = FUNDING_STEPS.map((usd) => ({ value: String(usd), label: formatMoney(usd) }));
  const years = facets?.founding_year;
  const yearProps = { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: '4' };

  return (
    <form
      method="get"
      action="/organizations"
      role="search"
      aria-label="Filter organizations"
      className={styles.filters}
      onSubmit={onSubmit}
    >
      {tag !== 'all' && <input type="hidden" name="tag" value={tag} />}
      {input('q', 'Name', styles.name, { type: 'search', maxLength: '100', autoComplete: 'off' })}
      {select('country', 'Country', withCount(facets?.country), 'Any country')}
      {select('kind', 'Kind', withCount(facets?.kind), 'Any kind')}
      {select('status', 'Status', withCount(facets?.status), 'Any status')}
      {select('funding_min', 'Funding from', fundingChoices, 'Any amount')}
      {select('funding_max', 'Funding up to', fundingChoices, 'Any amount')}
      {input('founded_from', 'Founded from', styles.year, { ...yearProps, placeholder: years ? String(years.min) : '' })}
      {input('founded_to', 'Founded up to', styles.year, { ...yearProps, placeholder: years ? String(years.max) : '' })}
      <button type="submit" className={styles.apply}>
        Apply
      </button>
    </form>
  );
}

/** The active filters as links that remove them, and 'Clear all' (plain links: they work without JavaScript). */
export function ActiveFilterChips({ tag, filters, facets }: OrganizationFiltersFormProps) {
  const active = activeFilters(filters, facetLabels(facets));
  if (active.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {active.map(({ key, label }) => (
        <li key={key}>
          <a className={styles.chip} href={organizationsUrl(tag, withoutFilter(filters, key))} aria-label={`Remove filter ${label}`}>
            {label} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      <li>
        <a className={styles.clear} href={organizationsUrl(tag, {})}>
          Clear all
        </a>
      </li>
    </ul>
  );
}
