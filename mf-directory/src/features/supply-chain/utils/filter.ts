// The supply chain filter (docs/product/directory.md §6): tabs, the hash, the Affiliates filter and the search box.
import type { SupplyChainCategory, SupplyChainCategoryTab } from 'mf-shared';
import { kebabCase, normalizeForSearch } from './text';

export const ALL_TAB = 'all';
export const AFFILIATES_TAB = 'affiliates';

export interface SupplyChainTab {
  /** The hash: a kebab-case name ('all', 'affiliates', 'heating-current-drive'). */
  id: string;
  label: string;
  count: number;
}

/** Affiliate organizations in the tree, each counted once. */
export function countAffiliates(tree: readonly SupplyChainCategory[]): number {
  const slugs = new Set<string>();
  for (const category of tree)
    for (const sub of category.sub_categories)
      for (const organization of sub.organizations) if (organization.is_affiliate) slugs.add(organization.slug);
  return slugs.size;
}

/**
 * The tabs in spec order: first the first entry of the category list ('All'), then Affiliates,
 * then the remaining categories, each with its count. A category's id, kept in the hash, is its
 * kebab-case name (docs/product/directory.md §6: 'Heating & Current Drive' → 'heating-current-drive').
 */
export function supplyChainTabs(categories: readonly SupplyChainCategoryTab[], tree: readonly SupplyChainCategory[]): SupplyChainTab[] {
  const toTab = (entry: SupplyChainCategoryTab): SupplyChainTab => ({
    id: kebabCase(entry.tag),
    label: entry.tag,
    count: entry.count,
  });
  const affiliates: SupplyChainTab = { id: AFFILIATES_TAB, label: 'Affiliates', count: countAffiliates(tree) };
  const [first, ...rest] = categories;
  return first ? [toTab(first), affiliates, ...rest.map(toTab)] : [affiliates];
}

/**
 * A category's slug → its tab id (the kebab-case name), for links that carry the slug
 * (the API's supply_chain_link, e.g. '/supply-chain#heating-and-current-drive').
 */
export function tabAliases(tree: readonly SupplyChainCategory[]): Map<string, string> {
  return new Map(
    tree.filter((category) => kebabCase(category.name) !== category.slug).map((category) => [category.slug, kebabCase(category.name)]),
  );
}

/**
 * What the tab and the search leave: the tab's categories (Affiliates: affiliate organizations
 * only); the search keeps a category whose name matches whole, a sub-category whose name matches
 * whole, and otherwise the organizations whose name matches. Nothing left in a sub-category or a
 * category removes it, except in the plain view (no search, a category or All), which shows every
 * sub-category.
 */
export function filterSupplyChain(tree: readonly SupplyChainCategory[], tab: string, query: string): SupplyChainCategory[] {
  const text = normalizeForSearch(query);
  const onlyAffiliates = tab === AFFILIATES_TAB;
  const plainView = !text && !onlyAffiliates;
  const categories =
    tab === ALL_TAB || onlyAffiliates ? tree : tree.filter((category) => category.slug === tab || kebabCase(category.name) === tab);
  const matches = (name: string) => normalizeForSearch(name).includes(text);

  return categories.flatMap((category) => {
    const categoryMatches = !text || matches(category.name);
    const subCategories = category.sub_categories.flatMap((sub) => {
      let organizations = onlyAffiliates ? sub.organizations.filter((organization) => organization.is_affiliate) : sub.organizations;
      if (!categoryMatches && !matches(sub.name))
        organizations = organizations.filter((organization) => matches(organization.display_name));
      return organizations.length > 0 || plainView ? [{ ...sub, organizations }] : [];
    });
    return subCategories.length > 0 ? [{ ...category, sub_categories: subCategories }] : [];
  });
}

/** 'No results found for {filter}.': the search text, or else the tab's name. */
export function noResultsText(query: string, tabLabel: string): string {
  return `No results found for ${query.trim() || tabLabel}.`;
}
