import { AREA_ROUTES } from 'mf-shared';
import { contentArea } from './definition';

it('answers exactly the routes the contract assigns to the content area', () => {
  expect(Object.keys(contentArea.routes).sort()).toEqual([...AREA_ROUTES.content].sort());
});
