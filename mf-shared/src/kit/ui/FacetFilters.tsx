// The facets of a list page as a GET form and chips (issue 24), for every area's lists
// (/organizations, /projects, /jobs): without JavaScript the form reloads the page with the query
// (rendered by the server) and the chips are plain links; with it, a changed menu navigates at
// once, and Enter or Apply sends the text fields.
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './FacetFilters.module.css';

export interface FacetChoice {
  value: string;
  label: string;
}

export type FacetField =
  | { name: string; label: string; type: 'select'; choices: readonly FacetChoice[]; anyLabel: string }
  | { name: string; label: string; type: 'search' | 'year'; placeholder?: string };

export interface FacetFormProps {
  /** The list's path: the form's action. */
  action: string;
  /** What the form filters, for assistive technology ('Filter organizations'). */
  label: string;
  /** Parameters the form keeps as they are (the tab), sent as hidden fields. */
  fixed: Readonly<Record<string, string | undefined>>;
  fields: readonly FacetField[];
  values: Readonly<Partial<Record<string, string>>>;
  /** Where the form's values lead (the values as the page would parse them). */
  urlFor(data: URLSearchParams): string;
  /** 'inline': no panel around the fields (beside other search fields, as on /jobs). */
  appearance?: 'panel' | 'inline';
}

/** Choices with their counts beside them: 'Germany (4)'. */
export const withCounts = (values: readonly { value: string; label: string; count: number }[] | undefined): FacetChoice[] =>
  (values ?? []).map((value) => ({ value: value.value, label: `${value.label} (${value.count})` }));

export function FacetForm({ action, label, fixed, fields, values, urlFor, appearance = 'panel' }: FacetFormProps) {
  const id = useId();
  const navigate = useNavigate();

  function apply(form: HTMLFormElement) {
    const data = new URLSearchParams();
    new FormData(form).forEach((value, key) => {
      if (typeof value === 'string' && value.trim()) data.set(key, value.trim());
    });
    navigate(urlFor(data));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply(event.currentTarget);
  }

  const control = (field: FacetField) => {
    const value = values[field.name] ?? '';
    const fieldId = `${id}-${field.name}`;
    if (field.type === 'select') {
      // A value from the URL that the counts no longer list stays selectable.
      const choices =
        value && !field.choices.some((choice) => choice.value === value) ? [{ value, label: value }, ...field.choices] : field.choices;
      return (
        <div className={styles.field} key={field.name}>
          <label htmlFor={fieldId}>{field.label}</label>
          <select
            id={fieldId}
            name={field.name}
            // Keyed by the URL's value: Back/Forward or a chip's link shows the filter it names.
            key={value}
            defaultValue={value}
            onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
          >
            <option value="">{field.anyLabel}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      );
    }
    const inputProps =
      field.type === 'year'
        ? { inputMode: 'numeric' as const, pattern: '[0-9]{4}', maxLength: 4 }
        : { type: 'search', maxLength: 100, autoComplete: 'off' };
    return (
      <div className={field.type === 'year' ? styles.year : styles.name} key={field.name}>
        <label htmlFor={fieldId}>{field.label}</label>
        <input id={fieldId} name={field.name} key={value} defaultValue={value} placeholder={field.placeholder} {...inputProps} />
      </div>
    );
  };

  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={appearance === 'inline' ? styles.inline : styles.filters}
      onSubmit={onSubmit}
    >
      {Object.entries(fixed).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      {fields.map(control)}
      <button type="submit" className={styles.apply}>
        Apply
      </button>
    </form>
  );
}

export interface FacetChipsProps {
  chips: readonly { key: string; label: string; href: string }[];
  clearHref: string;
}

/** The active filters as links that remove them, and 'Clear all'. */
export function FacetChips({ chips, clearHref }: FacetChipsProps) {
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
        <a className={styles.clear} href={clearHref}>
          Clear all
        </a>
      </li>
    </ul>
  );
}
