import { useState } from 'react';
import { Button } from 'mf-shared/kit';

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
