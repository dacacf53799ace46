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
}

export default function SignInDialog({ open, onClose, title, text }: SignInDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <ButtonLink to="/create-account" variant="secondary" onClick={onClose}>
            Create Account
          </ButtonLink>
          <ButtonLink to="/sign-in" onClick={onClose}>
            Sign In
          </ButtonLink>
        </>
      }
    >
      <p className={styles.text}>{text}</p>
    </Dialog>
  );
}
