import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AreaErrorBoundary, createQueryClient } from 'mf-shared';
import { DirectoryRoutes } from './routes';

/** Root of the directory area: mounted by single-spa in the site, or directly when run alone. */
export function AreaRoot() {
  // One client per mount: cached lists are dropped when the area is unmounted.
  const [queryClient] = useState(createQueryClient);
  return (
    <div data-area="directory" data-build={__AREA_BUILD__}>
      <QueryClientProvider client={queryClient}>
        <AreaErrorBoundary>
          <BrowserRouter>
            <DirectoryRoutes />
          </BrowserRouter>
        </AreaErrorBoundary>
      </QueryClientProvider>
    </div>
  );
}
