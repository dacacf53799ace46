// The API names the input at fault as a path into the body or mainData ('founders[2].name',
// 'supply_chain[0].slug'; api/docs/contributions.md). Every input of the add and edit screens
// has the id fieldId(path), so the screen can highlight the field and scroll to it.

/** 'founders[2].name' → 'contrib-founders-2-name'. */
export function fieldId(path: string): string {
  return `contrib-${path.replace(/\[(\d+)\]/g, '-$1').replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** The path and its parents, most precise first: 'a[1].b' → ['a[1].b', 'a[1]', 'a']. */
export function pathCandidates(path: string): string[] {
  const candidates = [path];
  let current = path;
  for (;;) {
    const next = current.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    if (next === current || !next) break;
    candidates.push(next);
    current = next;
  }
  return candidates;
}

/** The element for the API's `field` (or its closest parent), scrolled into view and focused. */
export function revealField(path: string | undefined, root: Document = document): HTMLElement | null {
  if (!path) return null;
  for (const candidate of pathCandidates(path)) {
    const element = root.getElementById(fieldId(candidate));
    if (element) {
      element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      element.focus({ preventScroll: true });
      return element;
    }
  }
  return null;
}

/**
 * The first field marked invalid in page order, scrolled into view and focused. react-hook-form
 * focuses by registration order, which is not the page's (a list's select registers after a
 * later textarea), so a refused save could land on the last error.
 */
export function revealFirstInvalid(root: ParentNode = document): HTMLElement | null {
  const element = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!element) return null;
  element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
  return element;
}
