import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** False on the server and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}

/**
 * `serverValue` on the server and while hydrating, `clientValue` afterwards — like useHydrated,
 * but the component renders again after hydration only when the two differ (a primitive,
 * compared with Object.is).
 */
export function useAfterHydration<T extends string | number | boolean | null>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    noSubscribe,
    () => clientValue,
    () => serverValue,
  );
}
