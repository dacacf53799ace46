import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AreaErrorBoundary, createQueryClient } from 'mf-shared';
import { AccountRoutes } from './routes';

/** Root of the account area: what the shell mounts through ./spa, and the standalone page. */
export function AreaRoot() {
  // One query cache per mounted area, created once per mount.
  const [queryClient] = useState(createQueryClient);
  return (
    <div data-area="account" data-build={__AREA_BUILD__}>
      <QueryClientProvider client={queryClient}>
        <AreaErrorBoundary>
          <BrowserRouter>
            <AccountRoutes />
          </BrowserRouter>
        </AreaErrorBoundary>
      </QueryClientProvider>
    </div>
  );
}
