// A search-as-you-type picker over GET /api/v1/admin/{entity}/lookup/?q= (ARIA combobox with a
// listbox: arrows move, Enter picks, Escape closes). One record (relation) or several
// (relation-list, shown as a list with Remove buttons). A chosen record shows its title: from the
// record's relation_labels when it came with the record, from the lookup when picked here.
// With `suggestions`, a button offers the records the form's text names (an article's mentions).
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import fieldStyles from '../../../components/Fields.module.css';
import { adminLookupQuery, type SuggestionsOutcome } from '../api/admin';
import type { LookupResult } from '../api/types';
import styles from './admin.module.css';

type Id = string | number;

const LOOKUP_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface RelationPickerProps {
  id: string;
  /** The entity the lookup searches. */
  relation: string;
  /** What the field is called (for the buttons' names). */
  label: string;
  multiple: boolean;
  value: Id | null | Id[];
  onChange(value: Id | null | Id[]): void;
  onBlur(): void;
  describedBy?: string;
  invalid?: true;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** The titles the record came with, by id (its relation_labels for this field). */
  knownLabels?: Record<string, string>;
  /** Records the text names: `from` says which text ('title, summary, body'). */
  suggestions?: { from: string; fetch(): Promise<SuggestionsOutcome> };
}

type SuggestionState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; results: LookupResult[] } | { kind: 'failed'; message: string };

export function RelationPicker({
  id,
  relation,
  label,
  multiple,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  inputRef,
  disabled,
  knownLabels,
  suggestions,
}: RelationPickerProps) {
  const [suggested, setSuggested] = useState<SuggestionState>({ kind: 'idle' });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const q = useDebounced(text.trim(), LOOKUP_DELAY_MS);
  const lookup = useQuery({ ...adminLookupQuery(relation, q), enabled: open && q.length > 0 });
  const results = open && q ? (lookup.data ?? []) : [];
  const selected: Id[] = multiple
    ? ((value as Id[] | null) ?? [])
    : value === null || value === undefined || value === ''
      ? []
      : [value as Id];
  const listboxId = `${id}-listbox`;
  const labelOf = (item: Id) => labels[String(item)] ?? knownLabels?.[String(item)] ?? `#${item}`;

  const pick = (result: LookupResult) => {
    setLabels({ ...labels, [String(result.id)]: result.label ?? `#${result.id}` });
    if (multiple) {
      if (!selected.some((item) => String(item) === String(result.id))) onChange([...selected, result.id]);
    } else onChange(result.id);
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const remove = (item: Id) => onChange(multiple ? selected.filter((other) => String(other) !== String(item)) : null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the form from here.
      event.preventDefault();
      const result = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (result) pick(result);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const suggest = async () => {
    if (!suggestions) return;
    setSuggested({ kind: 'loading' });
    const outcome = await suggestions.fetch();
    setSuggested(outcome.ok ? { kind: 'done', results: outcome.results } : { kind: 'failed', message: outcome.message });
  };
  const notChosen =
    suggested.kind === 'done' ? suggested.results.filter((result) => !selected.some((item) => String(item) === String(result.id))) : [];

  const expanded = open && q.length > 0;
  return (
    <div>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={`Chosen: ${label}`}>
          {selected.map((item) => (
            <li key={String(item)} className={styles.chip}>
              {labelOf(item)}
              <button
                type="button"
                className={styles.chipRemove}
                onClick={() => remove(item)}
                disabled={disabled}
                aria-label={`Remove ${labelOf(item)}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.combobox}>
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 && results[active] ? `${id}-option-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          placeholder={multiple || selected.length === 0 ? 'Type to search' : 'Type to search for another'}
          className={fieldStyles.input}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            onBlur();
          }}
        />
        <ul id={listboxId} role="listbox" aria-label={`${label}: results`} className={styles.listbox} hidden={!expanded}>
          {results.map((result, index) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard picks through the combobox input (arrows, Enter; aria-activedescendant)
            <li
              key={String(result.id)}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps the focus in the input, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(result)}
            >
              {result.label ?? `#${result.id}`}
            </li>
          ))}
        </ul>
        <p role="status" className={results.length ? 'visually-hidden' : styles.lookupStatus}>
          {!expanded
            ? ''
            : results.length
              ? `${results.length} results`
              : lookup.isFetching || q !== text.trim()
                ? 'Searching…'
                : 'No match'}
        </p>
      </div>
      {suggestions && (
        <div className={styles.suggestions}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void suggest()}
            disabled={disabled || suggested.kind === 'loading'}
          >
            Suggest from the {suggestions.from}
          </button>
          <p role="status" className={styles.lookupStatus}>
            {suggested.kind === 'loading'
              ? 'Looking for names…'
              : suggested.kind === 'failed'
                ? suggested.message
                : suggested.kind === 'done' && notChosen.length === 0
                  ? 'The text names nothing more.'
                  : ''}
          </p>
          {notChosen.length > 0 && (
            <ul className={styles.chips} aria-label={`Suggested: ${label}`}>
              {notChosen.map((result) => (
                <li key={String(result.id)}>
                  <button type="button" className={styles.suggestion} onClick={() => pick(result)} disabled={disabled}>
                    + {result.label ?? `#${result.id}`}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
