import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * `serverValue` on the server and while hydrating, `clientValue` afterwards — like the kit's
 * useHydrated, but the component renders again after hydration only when the two differ (a
 * primitive, compared with Object.is). A page whose URL has no hash, for instance, is not
 * rendered a second time just because hydration finished.
 */
export function useAfterHydration<T extends string | number | boolean | null>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    noSubscribe,
    () => clientValue,
    () => serverValue,
  );
}
