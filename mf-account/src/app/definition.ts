// The account area: its pages, keyed by the patterns of the contract's routing table
// (AREA_ROUTES.account), with the data each server render loads and the <head> it gets.
import { lazyPage, type AreaDefinition } from 'mf-shared/area';
import { PLACEHOLDER_HEADINGS } from '../pages/placeholders';

const placeholder = lazyPage('placeholder', () => import(/* webpackChunkName: "placeholder" */ '../pages/PlaceholderPage'));

export const accountArea: AreaDefinition = {
  name: 'account',
  routes: Object.fromEntries(
    Object.entries(PLACEHOLDER_HEADINGS).map(([pattern, heading]) => [
      pattern,
      { page: placeholder, head: () => ({ title: heading, noindex: true }) },
    ]),
  ),
};
