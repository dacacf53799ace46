import { useState } from 'react';
import { redirect, type RouteContext } from 'mf-shared/area';
import { Button } from 'mf-shared/kit';

const MEMBERS_PATH = '/e2e-new-page/members';

/** The members' page is for signed-in visitors only (its route's `access`). */
export function load({ pathname, session }: RouteContext): void {
  if (pathname === MEMBERS_PATH && !session.is_authenticated) throw redirect(`/sign-in?next=${encodeURIComponent(MEMBERS_PATH)}`);
}

export const head = () => ({ title: 'E2E new page' });

/** A page only browser-test builds have (app/e2eRoutes.ts): server-rendered, then a click proves it hydrated. */
export default function E2eNewPage() {
  const [clicks, setClicks] = useState(0);
  return (
    <section>
      <h1>E2E new page</h1>
      <p>Released with its area alone.</p>
      <Button onClick={() => setClicks((count) => count + 1)}>Clicked {clicks} times</Button>
    </section>
  );
}
