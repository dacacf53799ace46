// /organizations/add (docs/product/account.md §11, §14): name (required: when empty the error shows and
// the view scrolls to it), acronym (optional), both trimmed on blur; the tag buttons of docs/product/api.md
// §3 by group; Cancel → /profile; Next posts. The creator holds an approved claim and goes on to
// the edit screen. 'Server error. It's not you, it's us.' or the API's message in the creation
// problem area.
import { useRef, useState, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { array, object, string, type InferType } from 'yup';
import { Button, ButtonLink, Skeleton } from 'mf-shared/kit';
import { useHydrated } from 'mf-shared/area';
import formStyles from '../../../components/forms.module.css';
import { contributionOptionsQuery } from '../api/queries';
import { createOrganization } from '../api/writes';
import { ProblemArea } from '../../../components/ProblemArea';
import { TextInput } from '../../../components/FormControls';
import { TagButtons, toggled } from '../components/TagButtons';
import { fieldId, revealField } from '../../../lib/fieldPaths';
import { recordApprovedMembership } from '../utils/membership';
import { CONTRIBUTION_MESSAGES } from '../../../lib/contributionMessages';
import styles from './forms.module.css';

const schema = object({
  display_name: string().trim().required(CONTRIBUTION_MESSAGES.organizationName),
  acronym_name: string().trim().default(''),
  organization_tags: array(string().required()).default([]),
});
type Values = InferType<typeof schema>;

const PROFILE_PATH = '/profile';

export default function AddOrganizationForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery(contributionOptionsQuery());
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: yupResolver(schema),
    defaultValues: { display_name: '', acronym_name: '', organization_tags: [] },
  });
  const tags = useWatch({ control, name: 'organization_tags' });

  const trimmed = (name: 'display_name' | 'acronym_name') => {
    const field = register(name);
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        setValue(name, event.target.value.trim());
        return field.onBlur(event);
      },
    };
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null);
      const outcome = await createOrganization({
        display_name: values.display_name.trim(),
        acronym_name: values.acronym_name.trim() || null,
        organization_tags: values.organization_tags.map((name) => ({ name })),
      });
      if (!outcome.ok) {
        // A refused name is said once, on the field (docs/product/account.md §14); others in the problem area.
        if (outcome.field === 'display_name') {
          setError('display_name', { message: outcome.message });
          revealField('display_name');
          return;
        }
        setProblem(outcome.message);
        if (!revealField(outcome.field)) problemRef.current?.focus();
        return;
      }
      recordApprovedMembership('organization', outcome.data.id, outcome.data.slug, queryClient);
      navigate(`/organizations/${encodeURIComponent(outcome.data.slug)}/edit`);
    },
    // The name is empty: its error shows, and the view scrolls to it (docs/product/account.md §11).
    (invalid) => {
      if (invalid.display_name) revealField('display_name');
    },
  );

  return (
    <form
      method="post"
      className={formStyles.form}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={problem ? 'creation-problem' : undefined}
    >
      <ProblemArea id="creation-problem" ref={problemRef} message={problem} />
      <TextInput
        path="display_name"
        label="Name"
        autoComplete="organization"
        required
        aria-required="true"
        error={errors.display_name?.message}
        {...trimmed('display_name')}
      />
      <TextInput path="acronym_name" label="Acronym (optional)" error={errors.acronym_name?.message} {...trimmed('acronym_name')} />

      <div className={styles.group} role="group" aria-labelledby="add-organization-tags">
        <h2 id="add-organization-tags" className={styles.groupTitle}>
          Tags
        </h2>
        <p className={styles.hint}>Choose any that describe the organization.</p>
        {options.data ? (
          <TagButtons
            id={fieldId('organization_tags')}
            groups={options.data.organization_tags}
            selected={tags}
            onToggle={(tag) => setValue('organization_tags', toggled(tags, tag), { shouldDirty: true })}
          />
        ) : options.isError ? (
          <p className={styles.hint}>The tags could not be loaded. You can add them later on the edit screen.</p>
        ) : (
          <Skeleton height={120} />
        )}
      </div>

      <div className={styles.buttons}>
        <ButtonLink to={PROFILE_PATH} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" loading={isSubmitting} disabled={!hydrated}>
          Next
        </Button>
      </div>
    </form>
  );
}
