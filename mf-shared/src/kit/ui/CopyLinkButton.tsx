import { Button, type ButtonProps } from './Button';
import { toast } from 'mf-shared';

const COPY_SUCCESS = 'URL copied to clipboard!';
const COPY_UNAVAILABLE = 'Failed to copy URL to clipboard. Please try manually.';
const COPY_FAILED = 'Failed to copy URL due to an unexpected error.';

/** Copies the current page URL and says how it went with a toast (docs/product/shell.md §10). */
async function copyCurrentUrl(): Promise<boolean> {
  if (!navigator.clipboard?.writeText) {
    toast(COPY_UNAVAILABLE, { kind: 'error' });
    return false;
  }
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast(COPY_SUCCESS, { kind: 'success' });
    return true;
  } catch (error) {
    console.error('Copy link failed', error);
    toast(COPY_FAILED, { kind: 'error' });
    return false;
  }
}

export type CopyLinkButtonProps = Omit<ButtonProps, 'onClick'>;

export function CopyLinkButton({ children = 'Copy link', variant = 'secondary', size = 'sm', ...rest }: CopyLinkButtonProps) {
  return (
    <Button {...rest} variant={variant} size={size} onClick={() => void copyCurrentUrl()}>
      {children}
    </Button>
  );
}
