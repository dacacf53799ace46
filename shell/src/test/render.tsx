import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from 'mf-shared';

/** Renders shell UI with the query cache ShellApp provides (a fresh one per call). */
export function renderWithQueryClient(ui: ReactElement, options?: RenderOptions) {
  const client = createQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
