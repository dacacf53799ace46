import { AreaProviders } from 'mf-shared';
import { DirectoryRoutes } from './routes';

/** Root of the directory area: what the shell mounts through ./spa, and the standalone page. */
export function AreaRoot() {
  return (
    <AreaProviders area="directory" build={__AREA_BUILD__}>
      <DirectoryRoutes />
    </AreaProviders>
  );
}
