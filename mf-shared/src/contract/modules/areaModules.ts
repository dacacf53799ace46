// One area showing a piece of UI another area owns, without importing it (docs/architecture.md
// "Boundaries"): the owner exposes a module from its federation container, and the consumer
// asks the contract for it by area and name. The shell registers the loader at start (the
// federation runtime's loadRemote); without one (standalone pages, tests, server renders) every
// load fails and the consumer shows its "unavailable" state. Added in contract 1.1.0.
import type { AreaName } from '../routing/areas';

/** Loads `<area>/<name>` (a module the area's webpack config `exposes` as './<name>'). */
export type AreaModuleLoader = (area: AreaName, name: string) => Promise<unknown>;

let loader: AreaModuleLoader | null = null;

/** Called once by the shell at start; a later call replaces the loader (tests). */
export function registerAreaModuleLoader(next: AreaModuleLoader | null): void {
  loader = next;
}

/** False on standalone pages, in tests and in server renders: loadAreaModule would reject. */
export function hasAreaModuleLoader(): boolean {
  return loader !== null;
}

/** The module another area exposes as `name`; rejects when it cannot be loaded (or no loader is registered). */
export async function loadAreaModule<T>(area: AreaName, name: string): Promise<T> {
  if (!loader) throw new Error(`No area module loader: '${area}/${name}' cannot be loaded here`);
  const module = await loader(area, name);
  if (module === null || module === undefined) throw new Error(`'${area}/${name}' is empty`);
  return module as T;
}

/** What a mounted widget gives back: new props, or unmount (its own React root, its own styles). */
export interface AreaWidgetHandle<P> {
  update(props: P): void;
  unmount(): void;
}

/**
 * The shape of an exposed widget: it renders into an element the consumer owns (an empty
 * element the consumer's React never writes into), like a single-spa parcel.
 */
export interface AreaWidgetModule<P> {
  mount(element: HTMLElement, props: P): AreaWidgetHandle<P>;
}

/** The widgets areas expose to each other, by owner and exposed name. */
export const AREA_WIDGETS = {
  /** The claim control of organization and project detail pages (docs/product/account.md §9), owned by the account area. */
  claimControl: { area: 'account', name: 'claim' },
} as const satisfies Record<string, { area: AreaName; name: string }>;

/** Props of account/claim. */
export interface ClaimControlProps {
  kind: 'organization' | 'project';
  slug: string;
  /** The entity's name, for accessible labels ('Claim Commonwealth Fusion Systems'). */
  name?: string;
}
