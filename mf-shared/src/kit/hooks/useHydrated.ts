import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const noSubscribe = () => () => {};

/** Whether the React root around a component is still hydrating server HTML (undefined: no root says). */
const RootHydratingContext = createContext<boolean | undefined>(undefined);

/**
 * Around a root that hydrates server HTML. Its components show their server values while it
 * hydrates, then their browser values in one transition: React renders that change in slices
 * that yield to input, where a store's change after hydration is one long synchronous task
 * (Total Blocking Time).
 */
export function HydratingRoot({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [stillHydrating, setStillHydrating] = useState(hydrating);
  useEffect(() => {
    if (stillHydrating) startTransition(() => setStillHydrating(false));
  }, [stillHydrating]);
  return createElement(RootHydratingContext.Provider, { value: stillHydrating }, children);
}

/** False on the server and during hydration, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}

/**
 * `serverValue` on the server and while hydrating, `clientValue` afterwards — like useHydrated,
 * but the component renders again after hydration only when the two differ (a primitive,
 * compared with Object.is). Under a HydratingRoot that render is a transition.
 */
export function useAfterHydration<T extends string | number | boolean | null>(clientValue: T, serverValue: T): T {
  const rootHydrating = useContext(RootHydratingContext) === true;
  return useSyncExternalStore(
    noSubscribe,
    () => (rootHydrating ? serverValue : clientValue),
    () => serverValue,
  );
}
