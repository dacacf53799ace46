import { AREA_ROUTES } from 'mf-shared';
import { accountArea } from './definition';

it('answers exactly the routes the contract assigns to the account area', () => {
  expect(Object.keys(accountArea.routes).sort()).toEqual([...AREA_ROUTES.account].sort());
});
