import { Type } from 'typebox';
import { CurrentStatusField } from '../shared-schemas';

export const SupplyChainOrganization = Type.Object({
  slug: Type.String(),
  display_name: Type.String(),
  is_affiliate: Type.Boolean(),
  ...CurrentStatusField,
});

export const SupplyChainCategory = Type.Object({
  name: Type.String(),
  slug: Type.String(),
  sub_categories: Type.Array(Type.Object({ name: Type.String(), slug: Type.String(), organizations: Type.Array(SupplyChainOrganization) })),
});

export const SupplyChainCategoryTab = Type.Object({ tag: Type.String(), count: Type.Integer() });
