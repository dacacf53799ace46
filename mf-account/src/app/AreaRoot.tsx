import { AreaProviders } from 'mf-shared';
import { AccountRoutes } from './routes';

/** Root of the account area: what the shell mounts through ./spa, and the standalone page. */
export function AreaRoot() {
  return (
    <AreaProviders area="account" build={__AREA_BUILD__}>
      <AccountRoutes />
    </AreaProviders>
  );
}
