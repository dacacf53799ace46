import { useContext, useSyncExternalStore } from 'react';
import { ShellServerContext } from '../ShellServerContext';

// Every pushState/replaceState goes through single-spa's patched history, which
// fires a popstate event; single-spa also fires its own routing events.
const LOCATION_EVENTS = ['popstate', 'hashchange', 'single-spa:routing-event'] as const;

function subscribe(onChange: () => void): () => void {
  for (const type of LOCATION_EVENTS) window.addEventListener(type, onChange);
  return () => {
    for (const type of LOCATION_EVENTS) window.removeEventListener(type, onChange);
  };
}

const getPathname = () => window.location.pathname;

/** The current location's pathname, kept up to date whichever area navigates (the request's on the server). */
export function useCurrentPath(): string {
  const server = useContext(ShellServerContext);
  return useSyncExternalStore(subscribe, getPathname, () => server?.pathname ?? getPathname());
}
