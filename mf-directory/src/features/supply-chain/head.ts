// <head> of /supply-chain (JSON-LD built on the server only).
import type { HeadData, SupplyChainCategory } from 'mf-shared';
import { kebabCase } from './utils/text';

export function supplyChainHead(tree: readonly SupplyChainCategory[] | undefined, origin: string): HeadData {
  const names = tree?.map((category) => category.name) ?? [];
  return {
    title: 'Supply Chain',
    description: names.length
      ? `Suppliers to the fusion energy industry in ${names.length} categories: ${names.slice(0, 6).join(', ')}${names.length > 6 ? ' and more' : ''}.`
      : 'Suppliers to the fusion energy industry, by category and sub-category.',
    jsonLd:
      __SERVER__ && tree?.length
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'CollectionPage',
              name: 'Fusion energy supply chain',
              url: `${origin}/supply-chain`,
              hasPart: tree.map((category) => ({
                '@type': 'DefinedTerm',
                name: category.name,
                url: `${origin}/supply-chain#${kebabCase(category.name)}`,
              })),
            },
          ]
        : [],
  };
}
