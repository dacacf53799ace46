import { AREA_ROUTES } from 'mf-shared';
import { directoryArea } from './definition';

it('answers exactly the routes the contract assigns to the directory', () => {
  expect(Object.keys(directoryArea.routes).sort()).toEqual([...AREA_ROUTES.directory].sort());
});
