import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../query/createQueryClient';
import { AreaErrorBoundary } from './AreaErrorBoundary';

export interface AreaProvidersProps {
  /** The area's federation name; rendered as data-area. */
  area: string;
  /** The area's own build label (its __AREA_BUILD__); rendered as data-build so a release is visible. */
  build: string;
  children: ReactNode;
}

/**
 * What every area's root wraps its routes in: its own query cache (created once per
 * mount, dropped on unmount), an error boundary so a crash stays inside the area,
 * and a router. Used both when single-spa mounts the area and when it runs alone.
 */
export function AreaProviders({ area, build, children }: AreaProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <div data-area={area} data-build={build}>
      <QueryClientProvider client={queryClient}>
        <AreaErrorBoundary>
          <BrowserRouter>{children}</BrowserRouter>
        </AreaErrorBoundary>
      </QueryClientProvider>
    </div>
  );
}
