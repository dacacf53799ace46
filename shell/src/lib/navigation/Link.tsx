import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './navigate';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** An anchor that navigates client-side (a modified click still opens a new tab as usual). */
export function Link({ to, onClick, target, children, ...rest }: LinkProps) {
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || target === '_blank' || !isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
