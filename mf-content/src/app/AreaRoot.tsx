import { AreaProviders } from 'mf-shared';
import { ContentRoutes } from './routes';

/** Root of the content area: what the shell mounts through ./spa, and the standalone page. */
export function AreaRoot() {
  return (
    <AreaProviders area="content" build={__AREA_BUILD__}>
      <ContentRoutes />
    </AreaProviders>
  );
}
