import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BOOT_ELEMENT_ID, readJsonElement, setServedRoutes, useAuthStore, type BootPayload } from 'mf-shared';
import { applyEnvironmentFavicon } from '../features/favicon/environmentFavicon';
import { connectRemotes } from './areas/composeAreas';
import { ShellApp } from './ShellApp';

/**
 * Boot: the server rendered the frame and inlined the registry, the session and the server
 * details (BootPayload), so the shell hydrates and starts the areas with no request first.
 * Without them (the shell's standalone page, or a server that could not render the shell)
 * it renders from scratch and asks the API.
 */
export function startShell(rootElement: HTMLElement): void {
  const boot = readJsonElement<BootPayload>(BOOT_ELEMENT_ID);
  // Before the first render: the slot shows not-found for a path no served area owns.
  if (boot?.routes) setServedRoutes(boot.routes);
  const start = () => void connectRemotes(boot?.routes ? { registry: boot.registry, routes: boot.routes } : undefined);

  if (boot && rootElement.firstChild) {
    // As a transition: hydrated in slices of a few milliseconds that yield to input, not one long task.
    startTransition(() => {
      hydrateRoot(rootElement, <ShellApp onReady={start} />, {
        onRecoverableError: (error) => console.error('The shell could not hydrate the server HTML; rendered it again', error),
      });
    });
    return;
  }
  void useAuthStore.getState().loadSession();
  if (!boot?.serverDetails) void applyEnvironmentFavicon();
  const root = createRoot(rootElement);
  flushSync(() => root.render(<ShellApp onReady={start} />));
}
