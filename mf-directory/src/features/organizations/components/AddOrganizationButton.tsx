import { useState } from 'react';
import { useSession } from 'mf-shared';
import { Button, ButtonLink, Dialog } from 'mf-shared/kit';
import styles from './AddOrganizationButton.module.css';

export const ADD_ORGANIZATION_PATH = '/organizations/add';

/** 'Add Organization': the add form when signed in, otherwise a dialog offering Sign In or Create Account. */
export function AddOrganizationButton() {
  const isAuthenticated = useSession((session) => session.is_authenticated);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (isAuthenticated) {
    return <ButtonLink to={ADD_ORGANIZATION_PATH}>Add Organization</ButtonLink>;
  }

  return (
    <>
      <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
        Add Organization
      </Button>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Sign in to add an organization"
        actions={
          <>
            <ButtonLink to="/create-account" variant="secondary" onClick={() => setDialogOpen(false)}>
              Create Account
            </ButtonLink>
            <ButtonLink to="/sign-in" onClick={() => setDialogOpen(false)}>
              Sign In
            </ButtonLink>
          </>
        }
      >
        <p className={styles.text}>You need an account to add an organization to the directory.</p>
      </Dialog>
    </>
  );
}
