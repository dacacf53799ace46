// /projects/{slug}/edit (docs/product/account.md §12–§14), field by field: name (required, trimmed on
// blur); the confinement concept in the 'Change Confinement Concept' modal; the organizations,
// read-only (the first name and 'and N others'); status; the years operated, parsed to integers
// or null; publications (new ones with temporary negative ids); the description; images with
// upload and delete; the suppliers, read-only (email the provider). Cancel and Save in the sticky
// bar, both confirmed; success returns to the detail page; a 409 keeps the user's changes.
import { useState, type FocusEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { ConceptRef } from 'mf-shared';
import { Button, CONTACT_EMAIL, Dialog } from 'mf-shared/kit';
import { contributionOptionsQuery, projectEditQuery } from '../api/queries';
import type { ProjectEditView } from '../api/types';
import { saveProject } from '../api/writes';
import { ConceptButtons } from '../components/ConceptButtons';
import { CharacterCount } from '../../../components/CharacterCount';
import { SelectInput, TextArea, TextInput } from '../../../components/FormControls';
import { fieldId } from '../../../lib/fieldPaths';
import { READ_ONLY_NOTES } from '../../../lib/contributionMessages';
import {
  initialImages,
  keptImageIds,
  MARKDOWN_MAX,
  projectSchema,
  toProjectMainData,
  toProjectValues,
  type ProjectValues,
} from '../utils/projectForm';
import { nextTempId, organizationsSummary } from '../utils/values';
import { EditForm, useEditForm } from './edit/EditForm';
import { ImagesField } from './edit/ImagesField';
import { ListField } from './edit/ListField';
import { ReadOnlyNote, Section } from './edit/Section';
import { useField } from '../../../hooks/useField';
import styles from './edit/edit.module.css';

export interface ProjectEditFormProps {
  slug: string;
}

const STATUSES = ['Planned', 'Under Construction', 'Operating', 'Upgrading / Maintenance', 'Shut Down'] as const;

export default function ProjectEditForm({ slug }: ProjectEditFormProps) {
  const options = useQuery(contributionOptionsQuery());
  const edit = useEditForm({
    kind: 'project',
    query: projectEditQuery(slug),
    schema: projectSchema,
    toValues: toProjectValues,
    initialFiles: initialImages,
    toMainData: toProjectMainData,
    submit: (mainData, images) => saveProject(mainData, images.added, keptImageIds(images)),
    isFileField: (field) => field === 'newImageData' || field === 'oldImageIds' || field.startsWith('media'),
  });
  const { base } = edit;

  return (
    <EditForm edit={edit}>
      <Section id="edit-project" title="Project">
        <MainFields view={base} concepts={options.data?.concepts ?? (base.concept ? [base.concept] : [])} />
      </Section>

      <Section id="edit-publications" title="Publications">
        <PublicationsField />
      </Section>

      <Section id="edit-description" title="Description">
        <DescriptionField />
      </Section>

      <Section id="edit-images" title="Images">
        <ImagesField
          name={base.display_name}
          value={edit.files}
          maxBytes={options.data?.limits.max_upload_bytes}
          maxImages={options.data?.limits.project_images}
          error={edit.filesError}
          onChange={edit.changeFiles}
        />
      </Section>

      <Section id="edit-suppliers" title="Suppliers">
        {base.providers.length === 0 ? (
          <p className={styles.empty}>No record found</p>
        ) : (
          <ul className={styles.projects}>
            {base.providers.map((provider, index) => (
              <li key={`${provider.supplier.slug}-${index}`}>
                {provider.supplier.display_name}
                {provider.product_categories.length > 0 && ` (${provider.product_categories.map((category) => category.name).join(', ')})`}
              </li>
            ))}
          </ul>
        )}
        <ReadOnlyNote text={READ_ONLY_NOTES.suppliers} email={CONTACT_EMAIL} />
      </Section>
    </EditForm>
  );
}

function MainFields({ view, concepts }: { view: ProjectEditView; concepts: readonly ConceptRef[] }) {
  const {
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<ProjectValues>();
  const { field } = useField<ProjectValues>();
  const [open, setOpen] = useState(false);
  const nameField = field('display_name');
  const conceptSlug = watch('concept_slug');
  const concept = concepts.find((item) => item.slug === conceptSlug) ?? (view.concept?.slug === conceptSlug ? view.concept : null);
  const organizations = view.affiliated_organizations.map((organization) => organization.display_name);
  return (
    <div className={styles.grid}>
      <TextInput
        className={styles.full}
        path="display_name"
        label="Name"
        required
        aria-required="true"
        error={errors.display_name?.message}
        {...nameField}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setValue('display_name', event.target.value.trim());
          return nameField.onBlur(event);
        }}
      />
      <div className={styles.readOnly}>
        <span className={styles.label} id="project-concept-label">
          Confinement concept
        </span>
        <p className={styles.readOnlyText} aria-labelledby="project-concept-label">
          {concept?.display_name ?? 'Not set'}
        </p>
        <Button id={fieldId('concept')} variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Change Confinement Concept
        </Button>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Change Confinement Concept"
          actions={<Button onClick={() => setOpen(false)}>Done</Button>}
        >
          <span id="concept-dialog-label" className="visually-hidden">
            Confinement concepts
          </span>
          <ConceptButtons
            concepts={concepts}
            value={conceptSlug}
            labelledBy="concept-dialog-label"
            onChange={(slug) => setValue('concept_slug', slug, { shouldDirty: true })}
          />
        </Dialog>
      </div>
      <div className={styles.readOnly}>
        <span className={styles.label}>Associated organization</span>
        <p className={styles.readOnlyText}>{organizationsSummary(organizations)}</p>
      </div>
      <SelectInput path="project_status" label="Status" error={errors.project_status?.message} {...field('project_status')}>
        <option value="">Not set</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectInput>
      <TextInput
        path="year_operations_started"
        label="Year operations started"
        inputMode="numeric"
        error={errors.year_operations_started?.message}
        {...field('year_operations_started')}
      />
      <TextInput
        path="year_operations_ended"
        label="Year operations ended"
        inputMode="numeric"
        error={errors.year_operations_ended?.message}
        {...field('year_operations_ended')}
      />
    </div>
  );
}

function PublicationsField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ProjectValues>();
  const { field } = useField<ProjectValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'publications', keyName: 'key' });
  const listErrors = errors.publications;
  return (
    <ListField
      path="publications"
      legend="Publications"
      items={fields}
      itemKey={(item) => item.key}
      itemLabel={(index) => `Publication ${index + 1}`}
      addLabel="Add a publication"
      emptyText="No record found"
      onAdd={() =>
        append({
          id: nextTempId((control._formValues.publications ?? []) as { id: number }[]),
          title: '',
          publication_url: '',
          publication_type: '',
          authors: '',
        })
      }
      onRemove={remove}
      renderItem={(_, index) => (
        <>
          <TextInput
            path={`publications[${index}].title`}
            label={`Publication ${index + 1}: title`}
            error={listErrors?.[index]?.title?.message}
            {...field(`publications.${index}.title`)}
          />
          <TextInput
            path={`publications[${index}].publication_url`}
            label={`Publication ${index + 1}: link`}
            inputMode="url"
            error={listErrors?.[index]?.publication_url?.message}
            {...field(`publications.${index}.publication_url`)}
          />
          <TextInput
            path={`publications[${index}].publication_type`}
            label={`Publication ${index + 1}: type`}
            error={listErrors?.[index]?.publication_type?.message}
            {...field(`publications.${index}.publication_type`)}
          />
          <TextInput
            path={`publications[${index}].authors`}
            label={`Publication ${index + 1}: authors`}
            hint="Separated by commas"
            error={listErrors?.[index]?.authors?.message}
            {...field(`publications.${index}.authors`)}
          />
        </>
      )}
    />
  );
}

/** Markdown, at most MARKDOWN_MAX characters, with a live count that says when it is over. */
function DescriptionField() {
  const {
    watch,
    formState: { errors },
  } = useFormContext<ProjectValues>();
  const { field } = useField<ProjectValues>();
  const length = (watch('markdown') ?? '').length;
  return (
    <TextArea
      path="markdown"
      label="Description"
      hint={
        <>
          Markdown: **bold**, _italic_, [links](https://example.com), lists. <CharacterCount length={length} max={MARKDOWN_MAX} />
        </>
      }
      rows={10}
      error={errors.markdown?.message}
      {...field('markdown')}
    />
  );
}
