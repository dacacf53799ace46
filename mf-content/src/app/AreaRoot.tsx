import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AreaErrorBoundary, createQueryClient } from 'mf-shared';
import { ContentRoutes } from './routes';

/** Root of the content area: what the shell mounts through ./spa, and the standalone page. */
export function AreaRoot() {
  // One query cache per mounted area, created once per mount.
  const [queryClient] = useState(createQueryClient);
  return (
    <div data-area="content" data-build={__AREA_BUILD__}>
      <QueryClientProvider client={queryClient}>
        <AreaErrorBoundary>
          <BrowserRouter>
            <ContentRoutes />
          </BrowserRouter>
        </AreaErrorBoundary>
      </QueryClientProvider>
    </div>
  );
}
