// One area scaffold (issue: "createArea"): from an area's definition, the single-spa
// lifecycles the shell mounts (hydrating the server's HTML the first time) and the
// standalone mount used by `npm run dev -w <area>`. Its server twin is ./server.tsx.
import React, { startTransition, useEffect, useState } from 'react';
import ReactDOMClient from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import {
  areaContainerId,
  areaStateElementId,
  BOOT_ELEMENT_ID,
  createQueryClient,
  readJsonElement,
  SERVER_RENDERED_ATTRIBUTE,
  SessionContext,
  SIGNED_OUT,
  useAuthStore,
  type BootPayload,
} from 'mf-shared';
import { HydratingRoot } from '../kit/hooks/useHydrated';
import { Toaster } from '../kit/ui/Toast';
import { AreaApp } from './AreaApp';
import { matchRoute } from './routes';
import type { AreaDefinition } from './types';

/** The area's server-rendered query cache, read once: a later remount starts fresh. */
function takeServerState(definition: AreaDefinition): DehydratedState | null {
  const id = areaStateElementId(definition.name);
  const state = readJsonElement<DehydratedState>(id);
  document.getElementById(id)?.remove();
  return state;
}

/** Loads the current page's code before the first render, so hydration renders the page itself. */
async function preloadCurrentPage(definition: AreaDefinition, pathname: string): Promise<void> {
  await matchRoute(definition, pathname)?.route.page.preload();
}

/**
 * ReactDOMClient for single-spa-react, hydrating as a transition: React hydrates in slices of
 * a few milliseconds and yields between them instead of one long task (Total Blocking Time).
 */
const transitionHydratingClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot(container, children, options) {
    let root: ReturnType<typeof ReactDOMClient.hydrateRoot> | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return root!;
  },
};

export function createArea(definition: AreaDefinition) {
  let hydrateNextMount = false;

  function AreaRoot() {
    const [queryClient] = useState(() => {
      const client = createQueryClient();
      const state = hydrateNextMount ? takeServerState(definition) : null;
      if (state) hydrate(client, state);
      return client;
    });
    // The origin the server rendered with (its SITE_URL), so hydration matches whatever host the browser used.
    const [origin] = useState(() => readJsonElement<BootPayload>(BOOT_ELEMENT_ID)?.origin ?? window.location.origin);
    // HTML rendered for nobody (a cached public page, RouteMeta.sameForEveryone) hydrates as
    // signed out, so it matches; the visitor's own parts (Follow, Add, claim) render just after.
    const [hydrating] = useState(hydrateNextMount);
    const [hydratingSignedOut, setHydratingSignedOut] = useState(
      () => hydrateNextMount && readJsonElement<BootPayload>(BOOT_ELEMENT_ID)?.areaRenderedSignedOut === true,
    );
    useEffect(() => {
      if (!hydratingSignedOut) return;
      // A transition: the area renders again in slices that yield to input.
      startTransition(() => setHydratingSignedOut(false));
      // An approved claimer's answers add their entries still under review: ask again as them.
      const { organization_memberships, project_memberships } = useAuthStore.getState();
      if ([...organization_memberships, ...project_memberships].some((membership) => membership.status === 'approved')) {
        void queryClient.invalidateQueries();
      }
    }, [hydratingSignedOut, queryClient]);
    return (
      // null in the browser: components read the store's session (useSession).
      <HydratingRoot hydrating={hydrating}>
        <SessionContext.Provider value={hydratingSignedOut ? SIGNED_OUT : null}>
          <AreaApp definition={definition} queryClient={queryClient} Router={BrowserRouter} origin={origin} />
        </SessionContext.Provider>
      </HydratingRoot>
    );
  }

  const reactLifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionHydratingClient,
    rootComponent: AreaRoot,
    renderType: () => (hydrateNextMount ? 'hydrateRoot' : 'createRoot'),
    // Last resort if rendering fails outside the area's own error boundary.
    errorBoundary: () => <p role="alert">Something went wrong in this section.</p>,
  });

  /** Before mounting: hydrate only HTML the server rendered for this area, once. */
  async function prepareMount(): Promise<void> {
    const container = document.getElementById(areaContainerId(definition.name));
    hydrateNextMount = Boolean(container?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && container.firstChild);
    container?.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    await preloadCurrentPage(definition, window.location.pathname);
  }

  return {
    /** The area's root with a BrowserRouter at the current URL (standalone pages and tests). */
    Root: AreaRoot,
    bootstrap: reactLifecycles.bootstrap,
    mount: [prepareMount, reactLifecycles.mount] as Array<(props: AppProps) => Promise<unknown>>,
    unmount: async (props: AppProps) => {
      hydrateNextMount = false;
      await reactLifecycles.unmount(props);
    },
    /** `npm run dev -w <area>`: the area alone on a page, with the toasts the shell would show. */
    async mountStandalone(element: HTMLElement): Promise<void> {
      await preloadCurrentPage(definition, window.location.pathname);
      ReactDOMClient.createRoot(element).render(
        <>
          <AreaRoot />
          <Toaster />
        </>,
      );
    },
  };
}
