import { lazy, Suspense, useState } from 'react';
import { useSession } from 'mf-shared';
import { Button, ButtonLink } from 'mf-shared/kit';
import type { AddFlowMarker } from './SignInDialog';

const loadDialog = () => import(/* webpackChunkName: "sign-in-dialog" */ './SignInDialog');
const SignInDialog = lazy(loadDialog);

export interface AddButtonProps {
  label: string;
  /** Where a signed-in visitor goes (the add form). */
  to: string;
  dialogTitle: string;
  dialogText: string;
  /** Carried to /sign-in and /create-account so the visitor lands on the add form afterwards. */
  flowMarker: AddFlowMarker;
}

/**
 * 'Add Organization' / 'Add Project' (docs/product/directory.md §1, §3): the add form when signed in, otherwise a
 * dialog offering Sign In or Create Account. The session comes from the contract's useSession
 * (the server renders the same button the browser hydrates).
 */
export function AddButton({ label, to, dialogTitle, dialogText, flowMarker }: AddButtonProps) {
  const isAuthenticated = useSession((session) => session.is_authenticated);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (isAuthenticated) return <ButtonLink to={to}>{label}</ButtonLink>;

  const prefetch = () => void loadDialog();
  return (
    <>
      <Button onClick={() => setDialogOpen(true)} onPointerEnter={prefetch} onFocus={prefetch} aria-haspopup="dialog">
        {label}
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <SignInDialog open onClose={() => setDialogOpen(false)} title={dialogTitle} text={dialogText} flowMarker={flowMarker} />
        </Suspense>
      )}
    </>
  );
}
