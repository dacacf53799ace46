// Supply chain calls (docs/product/api.md §7) as react-query options, shared by the page and the server's `load`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, type SupplyChainCategory, type SupplyChainCategoryTab } from 'mf-shared';

const SUPPLY_CHAIN_URL = '/api/v1/supply-chain/';
const SUPPLY_CHAIN_CATEGORIES_URL = '/api/v1/supply-chain/get-categories/';

export const supplyChainQuery = () =>
  queryOptions({
    queryKey: ['supply-chain', 'tree'],
    queryFn: async ({ client }) => (await getJson<{ results: SupplyChainCategory[] }>(SUPPLY_CHAIN_URL, undefined, client)).results,
  });

export const supplyChainCategoriesQuery = () =>
  queryOptions({
    queryKey: ['supply-chain', 'categories'],
    queryFn: ({ client }) => getJson<SupplyChainCategoryTab[]>(SUPPLY_CHAIN_CATEGORIES_URL, undefined, client),
  });

export const useSupplyChain = () => useQuery(supplyChainQuery());
export const useSupplyChainCategories = () => useQuery(supplyChainCategoriesQuery());
