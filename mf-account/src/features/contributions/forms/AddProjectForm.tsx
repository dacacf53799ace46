// /projects/add (docs/product/account.md §11, §14): the associated organization (preselected from the
// `organization` query parameter), the project name (trimmed on blur) and the confinement
// concept chosen by buttons; Next stays disabled until all three are filled, and each field
// shows its error once left empty. Next posts; 'OK' records approved access and opens the edit
// screen. 'Server error. It's not you, it's us.' or the message in the creation problem area.
import { useMemo, useRef, useState, type FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { object, string, type InferType } from 'yup';
import { Button, ButtonLink, Skeleton } from 'mf-shared/kit';
import { useHydrated } from 'mf-shared/area';
import formStyles from '../../../components/forms.module.css';
import { accountInfoQuery } from '../../../lib/api/accountInfo';
import { byName, contributionOptionsQuery, organizationChoicesQuery } from '../api/queries';
import type { OrganizationChoice } from '../api/types';
import { createProject } from '../api/writes';
import { ConceptButtons } from '../components/ConceptButtons';
import { errorIdOf, FieldError, SelectInput, TextInput } from '../../../components/FormControls';
import { ProblemArea } from '../../../components/ProblemArea';
import { fieldId, revealField } from '../../../lib/fieldPaths';
import { recordApprovedMembership } from '../utils/membership';
import { CONTRIBUTION_MESSAGES } from '../../../lib/contributionMessages';
import styles from './forms.module.css';

const schema = object({
  organization_slug: string().required(CONTRIBUTION_MESSAGES.projectOrganization),
  display_name: string().trim().required(CONTRIBUTION_MESSAGES.projectName),
  concept_slug: string().required(CONTRIBUTION_MESSAGES.projectConcept),
});
type Values = InferType<typeof schema>;

/** Approved organizations, plus the user's own ones still under review (they may add projects to them). */
function organizationChoices(approved: OrganizationChoice[] | undefined, own: OrganizationChoice[] | undefined): OrganizationChoice[] {
  const bySlug = new Map<string, OrganizationChoice>();
  for (const choice of [...(approved ?? []), ...(own ?? [])]) bySlug.set(choice.slug, choice);
  return byName([...bySlug.values()]);
}

export default function AddProjectForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const options = useQuery(contributionOptionsQuery());
  const approved = useQuery(organizationChoicesQuery());
  const info = useQuery(accountInfoQuery());
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  const own = useMemo(
    () => info.data?.orgs.filter((org) => org.status === 'approved').map(({ slug, display_name }) => ({ slug, display_name })),
    [info.data],
  );
  const choices = useMemo(() => organizationChoices(approved.data, own), [approved.data, own]);

  const preselected = search.get('organization')?.trim() ?? '';
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { organization_slug: preselected, display_name: '', concept_slug: '' },
  });
  const [organizationSlug, displayName, conceptSlug] = useWatch({ control, name: ['organization_slug', 'display_name', 'concept_slug'] });
  // The preselected organization is listed before the lists have loaded (by its slug, the same
  // option element once its name is known, so the choice stays).
  const listed = useMemo(
    () =>
      preselected && !choices.some((choice) => choice.slug === preselected)
        ? [{ slug: preselected, display_name: preselected }, ...choices]
        : choices,
    [choices, preselected],
  );
  const complete = Boolean(organizationSlug && displayName.trim() && conceptSlug);
  const nameField = register('display_name');

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const outcome = await createProject({
      display_name: values.display_name.trim(),
      concept_slug: values.concept_slug,
      organization_slug: values.organization_slug,
    });
    if (!outcome.ok) {
      // A message naming a field of the form is said once, on it (docs/product/account.md §14).
      const field = outcome.field as keyof Values | undefined;
      if (field && field in schema.fields) {
        setError(field, { message: outcome.message });
        if (revealField(field)) return;
      }
      setProblem(outcome.message);
      if (!revealField(outcome.field)) problemRef.current?.focus();
      return;
    }
    recordApprovedMembership('project', outcome.data.id, outcome.data.slug, queryClient);
    navigate(`/projects/${encodeURIComponent(outcome.data.slug)}/edit`);
  });

  const conceptError = errors.concept_slug?.message;
  const listsLoading = approved.isPending && !approved.isError;

  return (
    <form method="post" className={formStyles.form} noValidate onSubmit={onSubmit}>
      <ProblemArea id="creation-problem" ref={problemRef} message={problem} />
      <SelectInput
        path="organization_slug"
        label="Associated organization"
        required
        aria-required="true"
        error={errors.organization_slug?.message}
        hint={listsLoading ? 'Loading the organizations…' : undefined}
        {...register('organization_slug')}
        // Controlled too: the options change when the lists arrive, the choice must not.
        value={organizationSlug}
      >
        <option value="">Choose an organization</option>
        {listed.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.display_name}
          </option>
        ))}
      </SelectInput>

      <TextInput
        path="display_name"
        label="Project name"
        required
        aria-required="true"
        error={errors.display_name?.message}
        {...nameField}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setValue('display_name', event.target.value.trim());
          return nameField.onBlur(event);
        }}
      />

      <div className={styles.group}>
        <span id="add-project-concept" className={styles.groupLabel}>
          Confinement concept
        </span>
        {options.data ? (
          <ConceptButtons
            id={fieldId('concept_slug')}
            labelledBy="add-project-concept"
            describedBy={conceptError ? errorIdOf('concept_slug') : undefined}
            invalid={Boolean(conceptError)}
            concepts={options.data.concepts}
            value={conceptSlug}
            onChange={(slug) => setValue('concept_slug', slug, { shouldValidate: true, shouldTouch: true, shouldDirty: true })}
          />
        ) : options.isError ? (
          <p className={styles.hint}>The concepts could not be loaded. Please reload the page.</p>
        ) : (
          <Skeleton height={88} />
        )}
        <FieldError path="concept_slug" error={conceptError} />
      </div>

      <div className={styles.buttons}>
        <ButtonLink to="/profile" variant="secondary">
          Cancel
        </ButtonLink>
        <Button
          type="submit"
          loading={isSubmitting}
          disabled={!hydrated || !complete}
          aria-describedby={complete ? undefined : 'add-project-next-hint'}
        >
          Next
        </Button>
      </div>
      {!complete && (
        <p id="add-project-next-hint" className={styles.hint}>
          Choose the organization, name the project and choose its concept to continue.
        </p>
      )}
    </form>
  );
}
