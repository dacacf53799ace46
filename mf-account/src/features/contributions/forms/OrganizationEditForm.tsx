// /organizations/{slug}/edit (docs/product/account.md §12–§14), field by field: name (required) and
// acronym, trimmed on blur; tags in the 'Edit Tags' modal; the website after a fixed https://;
// the description (the affiliate's own; others are told customized descriptions are for
// Affiliate members, with a link to /affiliate/?org-slug={slug}); the logo; founding year, city,
// state/province, country; founders and leadership (new rows get temporary negative ids); the
// sales email (affiliates only); the projects (each opens its edit screen after confirmation;
// 'Add a project'); supply chain offerings ('Only one entry per subcategory'); projects supplied
// (a name and a category each, at most 160 characters of description); read-only notes for
// funding and jobs. A sticky bar with Cancel and Save, both confirmed. A failure highlights the
// field and scrolls to it; success returns to the detail page; a 409 keeps the user's changes.
import { useState, type FocusEvent, type MouseEvent } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CONTACT_EMAIL, StatusPill } from 'mf-shared/kit';
import { contributionOptionsQuery, organizationEditQuery, projectChoicesQuery, supplyChainQuery } from '../api/queries';
import type { OrganizationEditView, SupplyChainCategory } from '../api/types';
import { saveOrganization } from '../api/writes';
import { CharacterCount } from '../../../components/CharacterCount';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { HttpsInput, SelectInput, TextArea, TextInput } from '../../../components/FormControls';
import { COUNTRIES } from '../utils/countries';
import { READ_ONLY_NOTES, SUPPLIED_REVIEW_NOTES } from '../../../lib/contributionMessages';
import {
  organizationSchema,
  SUPPLIED_DESCRIPTION_MAX,
  toOrganizationMainData,
  toOrganizationValues,
  type OrganizationValues,
} from '../utils/organizationForm';
import { nextTempId } from '../utils/values';
import { EditForm, useEditForm } from './edit/EditForm';
import { ListField } from './edit/ListField';
import { LogoField, type LogoState } from './edit/LogoField';
import { ReadOnlyNote, Section } from './edit/Section';
import { TagsField } from './edit/TagsField';
import { tagGroupOf } from '../components/TagButtons';
import { useField } from '../../../hooks/useField';
import styles from './edit/edit.module.css';

export interface OrganizationEditFormProps {
  slug: string;
}

type Errors = ReturnType<typeof useFormContext<OrganizationValues>>['formState']['errors'];

export default function OrganizationEditForm({ slug }: OrganizationEditFormProps) {
  const navigate = useNavigate();
  const options = useQuery(contributionOptionsQuery());
  const [leaving, setLeaving] = useState<string | null>(null);
  const edit = useEditForm({
    kind: 'organization',
    query: organizationEditQuery(slug),
    schema: organizationSchema,
    toValues: toOrganizationValues,
    initialFiles: (): LogoState => ({ file: null, deleted: false }),
    toMainData: (view, values, logo) => toOrganizationMainData(view, values, logo.deleted),
    submit: (mainData, logo) => saveOrganization(mainData, logo.file),
    isFileField: (field) => field === 'logoData',
  });
  const { base, files: logo } = edit;
  const { isDirty } = edit.methods.formState;

  return (
    <EditForm edit={edit}>
      <Section id="edit-identity" title="Identity">
        <IdentityFields view={base} groups={options.data?.organization_tags ?? []} />
        <LogoField
          name={base.display_name}
          group={tagGroupOf(options.data?.organization_tags ?? [], edit.methods.watch('organization_tags'))}
          current={base.logo}
          value={logo}
          maxBytes={options.data?.limits.max_upload_bytes}
          error={edit.filesError}
          onChange={edit.changeFiles}
        />
      </Section>

      <Section id="edit-about" title="About">
        <AboutFields view={base} />
      </Section>

      <Section id="edit-people" title="People">
        <PeopleField name="founders" legend="Founders" singular="Founder" />
        <PeopleField name="leadership" legend="Leadership" singular="Leader" />
      </Section>

      {base.is_affiliate && (
        <Section id="edit-sales" title="Sales email">
          <SalesEmailField />
        </Section>
      )}

      <Section id="edit-projects" title="Projects">
        <ProjectsList view={base} onLeave={(to) => setLeaving(to)} />
      </Section>

      <Section id="edit-supply-chain" title="Supply chain offerings">
        <OfferingsField view={base} />
      </Section>

      <Section id="edit-projects-supplied" title="Projects supplied">
        <SuppliedField view={base} />
      </Section>

      <Section id="edit-funding-jobs" title="Funding and jobs">
        <ReadOnlyNote text={READ_ONLY_NOTES.funding} email={CONTACT_EMAIL} />
        <ReadOnlyNote text={READ_ONLY_NOTES.jobs} email={CONTACT_EMAIL} />
      </Section>

      <ConfirmDialog
        open={leaving !== null}
        title="Leave this screen?"
        text={
          isDirty || logo.file || logo.deleted ? 'Your unsaved changes on this screen will be lost.' : 'You are leaving the edit screen.'
        }
        confirmLabel="Leave"
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          const to = leaving;
          setLeaving(null);
          if (to) navigate(to);
        }}
      />
    </EditForm>
  );
}

function IdentityFields({ view, groups }: { view: OrganizationEditView; groups: { group: string; tags: string[] }[] }) {
  const {
    watch,
    setValue,
    formState: { errors },
  } = useFormContext<OrganizationValues>();
  const { field, trimmed } = useField<OrganizationValues>();
  const websiteField = field('website_url');
  return (
    <div className={styles.grid}>
      <TextInput
        path="display_name"
        label="Name"
        required
        aria-required="true"
        error={errors.display_name?.message}
        {...trimmed('display_name')}
      />
      <TextInput path="acronym_name" label="Acronym" error={errors.acronym_name?.message} {...trimmed('acronym_name')} />
      <div className={styles.full}>
        <TagsField
          groups={groups}
          value={watch('organization_tags')}
          onChange={(next) => setValue('organization_tags', next, { shouldDirty: true })}
          error={errors.organization_tags?.message}
        />
      </div>
      <HttpsInput
        className={styles.full}
        path="website_url"
        label="Website"
        hint={view.website_url ? undefined : 'The address without https://, e.g. example.com'}
        error={errors.website_url?.message}
        {...websiteField}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          // Any prefix the user typed is stripped (docs/product/account.md §13).
          setValue(
            'website_url',
            event.target.value
              .trim()
              .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
              .replace(/^\/\//, ''),
          );
          return websiteField.onBlur(event);
        }}
      />
    </div>
  );
}

function AboutFields({ view }: { view: OrganizationEditView }) {
  const {
    formState: { errors },
  } = useFormContext<OrganizationValues>();
  const { field, trimmed } = useField<OrganizationValues>();
  return (
    <div className={styles.grid}>
      <div className={styles.full}>
        {view.is_affiliate ? (
          <TextArea
            path="self_description"
            label="Description"
            hint="Your own description, shown on your page instead of ours."
            error={errors.self_description?.message}
            {...field('self_description')}
          />
        ) : (
          <div className={styles.readOnly}>
            <span className={styles.label}>Description</span>
            <p className={styles.readOnlyText}>{view.description?.trim() || 'No description yet.'}</p>
            <p className={styles.note}>
              {READ_ONLY_NOTES.affiliateDescription}{' '}
              <a href={`/affiliate/?org-slug=${encodeURIComponent(view.slug)}`}>{READ_ONLY_NOTES.becomeAffiliate}</a>
            </p>
          </div>
        )}
      </div>
      <TextInput
        path="founding_year"
        label="Founding year"
        inputMode="numeric"
        error={errors.founding_year?.message}
        {...field('founding_year')}
      />
      <TextInput path="city" label="City" autoComplete="address-level2" error={errors.city?.message} {...trimmed('city')} />
      <TextInput path="region" label="State/province" autoComplete="address-level1" error={errors.region?.message} {...trimmed('region')} />
      <SelectInput path="country_code" label="Country" error={errors.country_code?.message} {...field('country_code')}>
        <option value="">Not set</option>
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}

function PeopleField({ name, legend, singular }: { name: 'founders' | 'leadership'; legend: string; singular: string }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<OrganizationValues>();
  const { field } = useField<OrganizationValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const listErrors: Errors['founders'] = errors[name];
  return (
    <ListField
      path={name}
      legend={legend}
      items={fields}
      itemKey={(item) => item.key}
      itemLabel={(index) => `${singular} ${index + 1}`}
      addLabel={`Add ${singular.toLowerCase()}`}
      emptyText="No one listed."
      onAdd={() => append({ id: nextTempId(methodsValues(control, name)), name: '', title: '' })}
      onRemove={remove}
      renderItem={(_, index) => (
        <>
          <TextInput
            path={`${name}[${index}].name`}
            label={`${singular} ${index + 1}: name`}
            error={listErrors?.[index]?.name?.message}
            {...field(`${name}.${index}.name`)}
          />
          <TextInput
            path={`${name}[${index}].title`}
            label={`${singular} ${index + 1}: title`}
            error={listErrors?.[index]?.title?.message}
            {...field(`${name}.${index}.title`)}
          />
        </>
      )}
    />
  );
}

/** The list's current items (with their ids) from the form. */
function methodsValues(
  control: ReturnType<typeof useFormContext<OrganizationValues>>['control'],
  name: 'founders' | 'leadership' | 'supply_chain' | 'projects_supplied',
) {
  return (control._formValues[name] ?? []) as { id: number }[];
}

function SalesEmailField() {
  const {
    formState: { errors },
  } = useFormContext<OrganizationValues>();
  const { field } = useField<OrganizationValues>();
  return (
    <TextInput
      path="contact_email"
      type="email"
      label="Sales email"
      hint="Listed on your page for buyers to contact you (an Affiliate benefit)."
      autoComplete="email"
      error={errors.contact_email?.message}
      {...field('contact_email')}
    />
  );
}

function ProjectsList({ view, onLeave }: { view: OrganizationEditView; onLeave(to: string): void }) {
  const addPath = `/projects/add?${new URLSearchParams({ organization: view.slug })}`;
  const go = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onLeave(to);
  };
  return (
    <>
      {view.projects.length === 0 ? (
        <p className={styles.empty}>No record found</p>
      ) : (
        <ul className={styles.projects}>
          {view.projects.map((project) => {
            const to = `/projects/${encodeURIComponent(project.slug)}/edit`;
            return (
              <li key={project.id}>
                <a href={to} onClick={go(to)} aria-haspopup="dialog">
                  {project.display_name}
                </a>
                {!project.is_approved && <StatusPill className={styles.pendingLabel}>PENDING APPROVAL</StatusPill>}
              </li>
            );
          })}
        </ul>
      )}
      <a href={addPath} onClick={go(addPath)} className={styles.addLink} aria-haspopup="dialog">
        Add a project
      </a>
    </>
  );
}

function subCategoryOptions(tree: SupplyChainCategory[] | undefined, current: { slug: string; name: string }[]) {
  const known = new Set(tree?.flatMap((category) => category.sub_categories.map((sub) => sub.slug)) ?? []);
  const extra = current.filter((item) => item.slug && !known.has(item.slug));
  return (
    <>
      <option value="">Choose a category</option>
      {extra.map((item) => (
        <option key={item.slug} value={item.slug}>
          {item.name}
        </option>
      ))}
      {tree?.map((category) => (
        <optgroup key={category.slug} label={category.name}>
          {category.sub_categories.map((sub) => (
            <option key={sub.slug} value={sub.slug}>
              {sub.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

function OfferingsField({ view }: { view: OrganizationEditView }) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<OrganizationValues>();
  const { field } = useField<OrganizationValues>();
  const tree = useQuery(supplyChainQuery());
  const { fields, append, remove } = useFieldArray({ control, name: 'supply_chain', keyName: 'key' });
  const listErrors = errors.supply_chain;
  const named = view.supply_chain.map(({ slug, name }) => ({ slug, name }));
  return (
    <ListField
      path="supply_chain"
      legend="Offerings"
      items={fields}
      itemKey={(item) => item.key}
      itemLabel={(index) => `Offering ${index + 1}`}
      addLabel="Add an offering"
      emptyText="No record found"
      onAdd={() => append({ id: nextTempId(methodsValues(control, 'supply_chain')), slug: '', offering_link: '' })}
      onRemove={remove}
      renderItem={(_, index) => (
        <>
          <SelectInput
            path={`supply_chain[${index}].slug`}
            label={`Offering ${index + 1}: category`}
            error={listErrors?.[index]?.slug?.message}
            {...register(`supply_chain.${index}.slug`)}
            // Controlled too: the options change when the categories arrive, the choice must not.
            value={watch(`supply_chain.${index}.slug`)}
          >
            {subCategoryOptions(tree.data, named)}
          </SelectInput>
          <HttpsInput
            path={`supply_chain[${index}].offering_link`}
            label={`Offering ${index + 1}: link`}
            error={listErrors?.[index]?.offering_link?.message}
            {...field(`supply_chain.${index}.offering_link`)}
          />
        </>
      )}
    />
  );
}

function SuppliedField({ view }: { view: OrganizationEditView }) {
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = useFormContext<OrganizationValues>();
  const { field } = useField<OrganizationValues>();
  const tree = useQuery(supplyChainQuery());
  const projects = useQuery(projectChoicesQuery());
  const { fields, append, remove } = useFieldArray({ control, name: 'projects_supplied', keyName: 'key' });
  const listErrors = errors.projects_supplied;
  const knownProjects = new Map(view.projects_supplied.map((item) => [item.slug, item.display_name]));
  for (const project of projects.data ?? []) knownProjects.set(project.slug, project.display_name);
  const viewCategories = view.projects_supplied.flatMap((item) => item.supply_chain_categories);
  const reviewOf = new Map(view.projects_supplied.map((item) => [item.id, item.review_status]));
  return (
    <>
      <p className={styles.note}>{SUPPLIED_REVIEW_NOTES.changed}</p>
      <ListField
        path="projects_supplied"
        legend="Projects supplied"
        items={fields}
        itemKey={(item) => item.key}
        itemLabel={(index) => `Project supplied ${index + 1}`}
        addLabel="Add a project supplied"
        emptyText="No record found"
        onAdd={() =>
          append({
            id: nextTempId(methodsValues(control, 'projects_supplied')),
            slug: '',
            category: '',
            more_categories: [],
            description: '',
            announcement_url: '',
          })
        }
        onRemove={remove}
        renderItem={(_, index) => (
          <>
            <SelectInput
              path={`projects_supplied[${index}].slug`}
              label={`Project supplied ${index + 1}: project`}
              error={listErrors?.[index]?.slug?.message}
              {...register(`projects_supplied.${index}.slug`)}
              value={watch(`projects_supplied.${index}.slug`)}
            >
              <option value="">Choose a project</option>
              {[...knownProjects].map(([slug, name]) => (
                <option key={slug} value={slug}>
                  {name}
                </option>
              ))}
            </SelectInput>
            <SelectInput
              path={`projects_supplied[${index}].supply_chain_categories`}
              label={`Project supplied ${index + 1}: category`}
              error={listErrors?.[index]?.category?.message}
              {...register(`projects_supplied.${index}.category`)}
              value={watch(`projects_supplied.${index}.category`)}
            >
              {subCategoryOptions(tree.data, viewCategories)}
            </SelectInput>
            <SuppliedDescription index={index} error={listErrors?.[index]?.description?.message} />
            <HttpsInput
              path={`projects_supplied[${index}].announcement_url`}
              label={`Project supplied ${index + 1}: announcement`}
              error={listErrors?.[index]?.announcement_url?.message}
              {...field(`projects_supplied.${index}.announcement_url`)}
            />
            <SuppliedReview status={reviewOf.get(watch(`projects_supplied.${index}.id`))} />
          </>
        )}
      />
    </>
  );
}

/** 'Pending review' or 'not approved' under a saved project supplied; nothing once approved. */
function SuppliedReview({ status }: { status: 'pending' | 'approved' | 'rejected' | undefined }) {
  if (status !== 'pending' && status !== 'rejected') return null;
  return (
    <p className={`${styles.note} ${styles.full}`} role="status">
      {SUPPLIED_REVIEW_NOTES[status]}
    </p>
  );
}

/** At most 160 characters (docs/product/account.md §13), with a live count that says when it is over. */
function SuppliedDescription({ index, error }: { index: number; error?: string }) {
  const { watch } = useFormContext<OrganizationValues>();
  const { field } = useField<OrganizationValues>();
  const length = (watch(`projects_supplied.${index}.description`) ?? '').length;
  return (
    <TextArea
      className={styles.full}
      path={`projects_supplied[${index}].description`}
      label={`Project supplied ${index + 1}: description`}
      // Past the limit the count says so, before Save refuses it.
      hint={<CharacterCount length={length} max={SUPPLIED_DESCRIPTION_MAX} />}
      rows={2}
      error={error}
      {...field(`projects_supplied.${index}.description`)}
    />
  );
}
