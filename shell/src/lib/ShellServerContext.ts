import { createContext } from 'react';
import type { AreaName } from 'mf-shared';

/** What the shell renders from during a server render (the browser reads the same from the page). */
export interface ShellServerState {
  pathname: string;
  area: AreaName | null;
  /** True when the area's HTML is in the slot; false shows the area's loading state. */
  areaRendered: boolean;
}

export const ShellServerContext = createContext<ShellServerState | null>(null);
