// Where the account area's claim control shows on organization and project detail pages
// (docs/product/directory.md §5). The directory never imports it: after hydration it asks the contract for the widget
// the account area exposes (loadAreaModule('account', 'claim')) and mounts it into an element of
// its own. The server and the first browser render show a placeholder of the control's size (no
// layout shift); if the account area cannot load, the page works and the slot says so.
// The widget also holds the Follow button (issue 22), so it costs this area's bundle nothing.
import { useEffect, useRef, useState } from 'react';
import { AREA_WIDGETS, hasAreaModuleLoader, loadAreaModule, type AreaWidgetModule, type ClaimControlProps } from 'mf-shared';
import { Skeleton } from 'mf-shared/kit';
import styles from './ClaimSlot.module.css';

export const CLAIM_UNAVAILABLE_TEXT = 'Claiming this page is unavailable right now. Please try again later.';

type SlotState = 'loading' | 'ready' | 'unavailable';

export function ClaimSlot({ kind, slug, name }: ClaimControlProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SlotState>('loading');

  useEffect(() => {
    let cancelled = false;
    let handle: ReturnType<AreaWidgetModule<ClaimControlProps>['mount']> | null = null;
    setState('loading');
    const { area, name: exposed } = AREA_WIDGETS.claimControl;
    // Through a promise: on a page whose shell provides an older contract (without these
    // functions) the slot says the control is unavailable instead of breaking the page.
    Promise.resolve()
      .then(() => loadAreaModule<AreaWidgetModule<ClaimControlProps>>(area, exposed))
      .then((widget) => {
        if (cancelled || !hostRef.current) return;
        handle = widget.mount(hostRef.current, { kind, slug, name });
        setState('ready');
      })
      .catch((error: unknown) => {
        // No loader: a page without the shell (standalone, tests), not a failure worth reporting.
        if (typeof hasAreaModuleLoader !== 'function' || hasAreaModuleLoader())
          console.error('The claim control could not be loaded', error);
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      handle?.unmount();
    };
  }, [kind, slug, name]);

  return (
    <div className={styles.slot} aria-busy={state === 'loading' || undefined} data-claim-slot={state}>
      {state === 'loading' && <Skeleton width={260} height={40} />}
      {state === 'unavailable' && <p className={styles.unavailable}>{CLAIM_UNAVAILABLE_TEXT}</p>}
      {/* The account area's own React root renders here; this tree never writes inside it. */}
      <div ref={hostRef} className={state === 'ready' ? styles.host : styles.hidden} />
    </div>
  );
}
