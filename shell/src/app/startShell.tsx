import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { formatPageTitle, useAuthStore } from 'mf-shared';
import { applyEnvironmentFavicon } from '../features/favicon/environmentFavicon';
import { connectRemotes } from './areas/composeAreas';
import { ShellApp } from './ShellApp';

/**
 * Boot order: session and favicon requests go out at once; the frame renders
 * synchronously (so the area slot exists), then the registry is read and
 * single-spa starts mounting areas into the slot.
 */
export function startShell(rootElement: HTMLElement): void {
  document.title = formatPageTitle();
  void useAuthStore.getState().loadSession();
  void applyEnvironmentFavicon();

  const root = createRoot(rootElement);
  flushSync(() => root.render(<ShellApp />));
  void connectRemotes();
}
