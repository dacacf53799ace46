// One input of the generic admin form, chosen by the field's type in the meta. Each input has the
// id of its field (fieldId, as on the edit screens), so a 400's `field` is highlighted and
// scrolled to; its error is named by aria-describedby.
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import fieldStyles from '../../../components/Fields.module.css';
import { FieldError, FieldFrame, SelectInput, TextArea, TextInput } from '../../../components/FormControls';
import { useField } from '../../../hooks/useField';
import { fieldId } from '../../../lib/fieldPaths';
import { suggestRelated } from '../api/admin';
import type { AdminEntity, AdminField } from '../api/types';
import { displayValue } from '../utils/display';
import { isEditable, type FormValues } from '../utils/formModel';
import { ImageField } from './ImageField';
import { MarkdownPreview } from './MarkdownField';
import { RelationPicker } from './RelationPicker';
import styles from './admin.module.css';

const labelOf = (field: AdminField) => (field.required ? `${field.label} (required)` : field.label);

export function FieldInput({
  entity,
  field,
  disabled,
  relationLabels,
}: {
  entity: AdminEntity;
  field: AdminField;
  disabled: boolean;
  /** A relation's titles by id, as the record came with them. */
  relationLabels?: Record<string, string>;
}) {
  const {
    control,
    register,
    getValues,
    formState: { errors },
  } = useFormContext<FormValues>();
  const { field: text } = useField<FormValues>();
  const { name } = field;
  const error = errors[name]?.message as string | undefined;
  const common = { path: name, label: labelOf(field), hint: field.help, error };

  if (!isEditable(field)) return <ReadOnlyField field={field} relationLabels={relationLabels} />;
  switch (field.type) {
    case 'textarea':
      return <TextArea {...common} maxLength={field.max_length} disabled={disabled} {...text(name)} />;
    case 'markdown':
      return (
        <div>
          <TextArea
            {...common}
            rows={10}
            hint={field.help ?? 'Markdown: **bold**, _italic_, [links](https://example.com), lists.'}
            disabled={disabled}
            {...text(name)}
          />
          <WatchedPreview name={name} />
        </div>
      );
    case 'number':
    case 'integer':
      return <TextInput {...common} inputMode={field.type === 'integer' ? 'numeric' : 'decimal'} disabled={disabled} {...text(name)} />;
    case 'boolean':
      return (
        <div className={fieldStyles.field}>
          <div className={fieldStyles.checkbox}>
            <input type="checkbox" id={fieldId(name)} disabled={disabled} {...register(name)} />
            <label htmlFor={fieldId(name)}>{field.label}</label>
          </div>
          <FieldError path={name} error={error} />
        </div>
      );
    case 'date':
      return <TextInput {...common} type="date" disabled={disabled} {...text(name)} />;
    case 'select':
    case 'date-precision':
      return (
        <SelectInput {...common} disabled={disabled} {...text(name)}>
          <option value="">{field.required ? 'Choose…' : '(none)'}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectInput>
      );
    case 'multiselect':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: controlled }) => {
            const chosen = (controlled.value as string[] | null) ?? [];
            return (
              <fieldset className={fieldStyles.field} aria-describedby={error ? `${fieldId(name)}-error` : undefined}>
                <legend className={fieldStyles.label}>{labelOf(field)}</legend>
                <div className={styles.choices} id={fieldId(name)} tabIndex={-1} ref={controlled.ref}>
                  {(field.options ?? []).map((option) => (
                    <label key={option.value} className={styles.toggle}>
                      <input
                        type="checkbox"
                        disabled={disabled}
                        checked={chosen.includes(option.value)}
                        onChange={(event) =>
                          controlled.onChange(
                            event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
                          )
                        }
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
                <FieldError path={name} error={error} />
              </fieldset>
            );
          }}
        />
      );
    case 'relation':
    case 'relation-list':
      return (
        <FieldFrame {...common}>
          {({ id, describedBy, invalid }) => (
            <Controller
              control={control}
              name={name}
              render={({ field: controlled }) => (
                <RelationPicker
                  id={id}
                  relation={field.relation ?? ''}
                  label={field.label}
                  multiple={field.type === 'relation-list'}
                  value={controlled.value as never}
                  onChange={controlled.onChange}
                  onBlur={controlled.onBlur}
                  inputRef={controlled.ref}
                  describedBy={describedBy}
                  invalid={invalid}
                  disabled={disabled}
                  knownLabels={relationLabels}
                  suggestions={field.suggest_from && suggestionsFor(entity, field, field.suggest_from, getValues)}
                />
              )}
            />
          )}
        </FieldFrame>
      );
    case 'image':
      return <ImageField field={field} label={labelOf(field)} disabled={disabled} />;
    case 'url':
      return (
        <TextInput
          {...common}
          type="url"
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={field.max_length}
          disabled={disabled}
          {...text(name)}
        />
      );
    case 'email':
      return <TextInput {...common} type="email" autoCapitalize="off" spellCheck={false} disabled={disabled} {...text(name)} />;
    default:
      return <TextInput {...common} disabled={disabled} {...text(name)} />;
  }
}

function WatchedPreview({ name }: { name: string }) {
  const markdown = useWatch<FormValues>({ name });
  return <MarkdownPreview id={`${fieldId(name)}-preview`} markdown={typeof markdown === 'string' ? markdown : ''} />;
}

/** A value the form shows but never sends (read-only in the meta, or a type it does not edit). */
function ReadOnlyField({ field, relationLabels }: { field: AdminField; relationLabels?: Record<string, string> }) {
  const watched = useWatch<FormValues>({ name: field.name });
  const titleOf = (id: unknown) => relationLabels?.[String(id)] ?? id;
  const value = relationLabels ? (Array.isArray(watched) ? watched.map(titleOf) : titleOf(watched)) : watched;
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} id={`${fieldId(field.name)}-label`}>
        {field.label}
      </span>
      <p className={styles.readOnly} aria-labelledby={`${fieldId(field.name)}-label`} id={fieldId(field.name)}>
        {displayValue(field, value)}
      </p>
    </div>
  );
}

/** What the picker asks for "Suggest from the text": the records named in the fields the meta lists, as typed so far. */
function suggestionsFor(entity: AdminEntity, field: AdminField, sourceNames: string[], getValues: (name: string) => unknown) {
  const sourceLabels = sourceNames.map((name) => entity.fields.find((candidate) => candidate.name === name)?.label ?? name);
  return {
    from: sourceLabels.join(', ').toLowerCase(),
    fetch: () =>
      suggestRelated(
        entity.name,
        field.name,
        sourceNames
          .map((name) => getValues(name))
          .filter((value): value is string => typeof value === 'string')
          .join('\n\n'),
      ),
  };
}
