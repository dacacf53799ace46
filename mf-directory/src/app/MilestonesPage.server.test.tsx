// /progress/milestones rendered by the server (issue 26 §3): the filter form (a GET form), the
// ladders and the sorted table are in the HTML, for the filters and sort of the URL — no JavaScript needed.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { directoryArea } from './definition';
import { LEDGER } from '../test-utils/milestoneFixtures';

const global = globalThis as unknown as { __SERVER__: boolean };
const requested: string[] = [];

async function serverRender(url: string): Promise<AreaRenderResult> {
  global.__SERVER__ = true;
  try {
    return await createAreaServer(directoryArea).render({
      url,
      origin: 'https://directory.example',
      session: SIGNED_OUT,
      fetchApi: async (path) => {
        requested.push(path);
        return path.startsWith('/api/v1/milestones/') ? { status: 200, body: LEDGER } : { status: 404, body: { message: 'Not found.' } };
      },
    });
  } finally {
    global.__SERVER__ = false;
  }
}

it('renders the filters, the ladders and the table sorted as the URL asks', async () => {
  const result = await serverRender('/progress/milestones?status=slipped&sort=status');
  expect(result.status).toBe(200);
  expect(result.chunks).toEqual(['milestones']);
  expect(requested).toContain('/api/v1/milestones/?status=slipped');
  expect(result.html).toMatch(/<form[^>]*action="\/progress\/milestones" method="get"/);
  expect(result.html).toContain('<option value="slipped" selected="">Slipped</option>');
  expect(result.html).toContain('<table');
  expect(result.html).toContain('Slipped by 10 months');
  expect(result.html).toContain('aria-sort="ascending"');
  expect(result.html).not.toMatch(/<td[^>]*><h3/); // the table's cells repeat no heading
  // Sorted by status on the server: the slipped TAE row comes before the pending CFS one.
  expect(result.html.indexOf('>TAE Technologies</a></th>')).toBeLessThan(result.html.indexOf('>Commonwealth Fusion Systems</a></th>'));
  expect(result.head.title).toBe('Fusion milestones: promised and reached');
});
