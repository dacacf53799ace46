// The dialog 'Add Organization' and 'Add Project' open for signed-out visitors (docs/product/directory.md §1):
// Sign In or Create Account. Its own chunk: most visitors never open it, so the list pages do
// not download it up front (AddButton loads it on hover, focus or click).
import { ButtonLink, Dialog } from 'mf-shared/kit';
import styles from './AddButton.module.css';

export interface SignInDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  text: string;
  /** The marker /sign-in and /create-account honour after signing in (docs/product/account.md §4 rules 1–2). */
  flowMarker: AddFlowMarker;
}

/** The query markers that send a visitor to the add form once signed in. */
export type AddFlowMarker = 'redirectNewOrg' | 'redirectNewProj';

export default function SignInDialog({ open, onClose, title, text, flowMarker }: SignInDialogProps) {
  const query = `?${flowMarker}=true`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <ButtonLink to={`/create-account${query}`} variant="secondary" onClick={onClose}>
            Create Account
          </ButtonLink>
          <ButtonLink to={`/sign-in${query}`} onClick={onClose}>
            Sign In
          </ButtonLink>
        </>
      }
    >
      <p className={styles.text}>{text}</p>
    </Dialog>
  );
}
