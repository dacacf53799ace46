// The organization edit screen's values (docs/product/account.md §12, §13): from the edit view, back to
// mainData, and the rules checked before saving. The form's names are the API's, so an answer's
// `field` ('founders[2].name') names a form field too.
import { array, number, object, string, type InferType, ValidationError } from 'yup';
import type { OrganizationEditView } from '../api/types';
import { CONTRIBUTION_MESSAGES } from '../../../lib/contributionMessages';
import { looksLikeAddress, stripScheme, withHttps } from './urls';
import { parseYear, textOrNull } from './values';

const person = object({
  id: number().required(),
  name: string().trim().required(CONTRIBUTION_MESSAGES.personName),
  title: string().default(''),
});

const yearField = string()
  .default('')
  .test('year', CONTRIBUTION_MESSAGES.years, (value) => {
    const year = parseYear(value);
    return year === null || (year >= 1800 && year <= 2200);
  });

/** A project supplied's description, at most (docs/product/account.md §13). */
export const SUPPLIED_DESCRIPTION_MAX = 160;

/** docs/product/account.md §13 (organization save). */
export const organizationSchema = object({
  display_name: string().trim().required(CONTRIBUTION_MESSAGES.organizationName),
  acronym_name: string().default(''),
  organization_tags: array(string().required()).default([]),
  website_url: string()
    .default('')
    .test('address', CONTRIBUTION_MESSAGES.website, (value) => looksLikeAddress(value)),
  self_description: string().default(''),
  founding_year: yearField,
  city: string().default(''),
  region: string().default(''),
  country_code: string().default(''),
  founders: array(person).default([]),
  leadership: array(person).default([]),
  contact_email: string().trim().default('').email(CONTRIBUTION_MESSAGES.email),
  supply_chain: array(
    object({
      id: number().required(),
      slug: string().required(CONTRIBUTION_MESSAGES.offeringCategory),
      offering_link: string()
        .default('')
        .test('address', CONTRIBUTION_MESSAGES.website, (value) => looksLikeAddress(value)),
    }),
  )
    .default([])
    // 'Only one entry per subcategory', on the repeated entry.
    .test('one-per-subcategory', CONTRIBUTION_MESSAGES.onePerSubcategory, function unique(items) {
      const seen = new Set<string>();
      for (const [index, item] of (items ?? []).entries()) {
        if (!item.slug) continue;
        if (seen.has(item.slug)) {
          return new ValidationError(CONTRIBUTION_MESSAGES.onePerSubcategory, item.slug, `supply_chain[${index}].slug`);
        }
        seen.add(item.slug);
      }
      return true;
    }),
  projects_supplied: array(
    object({
      id: number().required(),
      slug: string().required(CONTRIBUTION_MESSAGES.projectSupplied),
      category: string().required(CONTRIBUTION_MESSAGES.projectSupplied),
      /** Further categories the entry had (the screen edits the first). */
      more_categories: array(string().required()).default([]),
      description: string().default('').max(SUPPLIED_DESCRIPTION_MAX, CONTRIBUTION_MESSAGES.suppliedDescription),
      announcement_url: string()
        .default('')
        .test('address', CONTRIBUTION_MESSAGES.website, (value) => looksLikeAddress(value)),
    }),
  ).default([]),
});

export type OrganizationValues = InferType<typeof organizationSchema>;

export function toOrganizationValues(view: OrganizationEditView): OrganizationValues {
  return {
    display_name: view.display_name,
    acronym_name: view.acronym_name ?? '',
    organization_tags: view.organization_tags.map((tag) => tag.name),
    website_url: stripScheme(view.website_url),
    self_description: view.self_description ?? '',
    founding_year: view.founding_year === null ? '' : String(view.founding_year),
    city: view.city ?? '',
    region: view.region ?? '',
    country_code: view.country_code ?? '',
    founders: view.founders.map(({ id, name, title }) => ({ id, name, title: title ?? '' })),
    leadership: view.leadership.map(({ id, name, title }) => ({ id, name, title: title ?? '' })),
    contact_email: view.contact_email ?? '',
    supply_chain: view.supply_chain.map(({ id, slug, offering_link }) => ({ id, slug, offering_link: stripScheme(offering_link) })),
    projects_supplied: view.projects_supplied.map((item) => {
      const [first, ...rest] = item.supply_chain_categories.map((category) => category.slug);
      return {
        id: item.id,
        slug: item.slug,
        category: first ?? '',
        more_categories: rest,
        description: item.description ?? '',
        announcement_url: stripScheme(item.announcement_url),
      };
    }),
  };
}

const people = (list: OrganizationValues['founders']) =>
  list.map(({ id, name, title }) => ({ id, name: name.trim(), title: textOrNull(title) }));

/**
 * mainData for POST /api/v1/organization/edit: the fields this screen edits (a field left out is
 * left as it is). The self description and the sales email only for affiliates (docs/product/account.md §12);
 * the directory's description, projects, funding and jobs are read-only.
 */
export function toOrganizationMainData(
  view: OrganizationEditView,
  values: OrganizationValues,
  logoDeleted: boolean,
): Record<string, unknown> {
  return {
    slug: view.slug,
    version: view.version,
    display_name: values.display_name.trim(),
    acronym_name: textOrNull(values.acronym_name),
    organization_tags: values.organization_tags.map((name) => ({ name })),
    website_url: withHttps(values.website_url),
    founding_year: parseYear(values.founding_year),
    city: textOrNull(values.city),
    region: textOrNull(values.region),
    country_code: textOrNull(values.country_code),
    founders: people(values.founders),
    leadership: people(values.leadership),
    supply_chain: values.supply_chain.map(({ id, slug, offering_link }) => ({ id, slug, offering_link: withHttps(offering_link) })),
    projects_supplied: values.projects_supplied.map((item) => ({
      id: item.id,
      slug: item.slug,
      supply_chain_categories: [item.category, ...item.more_categories].filter(Boolean).map((slug) => ({ slug })),
      description: textOrNull(item.description),
      announcement_url: withHttps(item.announcement_url),
    })),
    ...(view.is_affiliate
      ? { self_description: textOrNull(values.self_description), contact_email: textOrNull(values.contact_email) }
      : {}),
    ...(logoDeleted ? { logo: 'delete' } : {}),
  };
}
