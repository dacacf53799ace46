import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { JobFacetCount, JobFacets } from '../api/jobsApi';
import { jobFacetLabel, jobsUrl, parseJobFacets, withoutJobFacet, type JobFacetKey, type JobFacetValues } from '../utils/filters';
import styles from './Jobs.module.css';

export interface JobFacetsProps {
  values: JobFacetValues;
  facets: JobFacets | undefined;
}

const FIELDS: { name: JobFacetKey; label: string; anyLabel: string }[] = [
  { name: 'organization', label: 'Organization', anyLabel: 'Any organization' },
  { name: 'country', label: 'Country', anyLabel: 'Any country' },
  { name: 'mode', label: 'Workplace', anyLabel: 'On-site, hybrid or remote' },
  { name: 'type', label: 'Type', anyLabel: 'Any type' },
];

const labelsOf = (counts: readonly JobFacetCount[] | undefined) => new Map((counts ?? []).map((count) => [count.value, count.label]));

/**
 * The facets of /jobs beside What and Where (issue 24), as a GET form: without JavaScript it reloads
 * /jobs with the query (rendered by the server); with it, a changed menu navigates at once.
 */
export function JobFacetsForm({ values, facets }: JobFacetsProps) {
  const id = useId();
  const navigate = useNavigate();

  function apply(form: HTMLFormElement) {
    const data = new URLSearchParams();
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && value) data.set(key, value);
    });
    navigate(jobsUrl(parseJobFacets(data)));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  return (
    <form method="get" action="/jobs" className={styles.facets} aria-label="Filter jobs" onSubmit={onSubmit}>
      {FIELDS.map(({ name, label, anyLabel }) => {
        const value = values[name] ?? '';
        const counts = facets?.[name] ?? [];
        // A value from the URL that the counts no longer list stays selectable.
        const choices = value && !counts.some((count) => count.value === value) ? [{ value, label: value, count: 0 }, ...counts] : counts;
        return (
          <div className={styles.field} key={name}>
            <label htmlFor={`${id}-${name}`} className={styles.fieldLabel}>
              {label}
            </label>
            <select
              id={`${id}-${name}`}
              name={name}
              className={styles.input}
              key={value}
              defaultValue={value}
              onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
            >
              <option value="">{anyLabel}</option>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {`${choice.label} (${choice.count})`}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <button type="submit" className={styles.apply}>
        Apply
      </button>
    </form>
  );
}

/** The active facets in query-string order, each with its label and the link that removes it. */
export function activeJobFacets({ values, facets }: JobFacetsProps) {
  return (Object.keys(values) as JobFacetKey[]).map((key) => ({
    key,
    label: jobFacetLabel(key, values[key]!, labelsOf(facets?.[key])),
    href: jobsUrl(withoutJobFacet(values, key)),
  }));
}

/** The active facets as links that remove them, and 'Clear all' (plain links: they work without JavaScript). */
export function JobFacetChips(props: JobFacetsProps) {
  const chips = activeJobFacets(props);
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {chips.map(({ key, label, href }) => (
        <li key={key}>
          <a className={styles.chip} href={href} aria-label={`Remove filter ${label}`}>
            {label} <span aria-hidden="true">×</span>
          </a>
        </li>
      ))}
      <li>
        <a href="/jobs">Clear all</a>
      </li>
    </ul>
  );
}
