// /projects with facets in the query string, rendered by the server as a visitor without JavaScript
// gets it (issue 24): the API is asked for the filters, the facet counts are in the form, the active
// filters are chips, `?concept=` picks the tab and an empty result offers to remove the last filter.
import { SIGNED_OUT, type AreaRenderResult } from 'mf-shared';
import { createAreaServer } from 'mf-shared/area/server';
import { directoryArea } from './definition';
import { CONCEPT_TABS, projectItem } from '../test-utils/directoryFixtures';

const global = globalThis as unknown as { __SERVER__: boolean };

const OPERATING = projectItem({ id: 1, slug: 'w7-x', display_name: 'Wendelstein 7-X', project_status: 'Operating' });
const PLANNED = projectItem({ id: 2, slug: 'arc', display_name: 'ARC', project_status: 'Planned' });

const FACETS = {
  total: 1,
  status: [
    { value: 'Planned', label: 'Planned', count: 3 },
    { value: 'Operating', label: 'Operating', count: 1 },
  ],
  country: [{ value: 'DE', label: 'Germany', count: 1 }],
  year_operations_started: { min: 2015, max: 2015 },
};

async function serverRender(url: string): Promise<{ result: AreaRenderResult; calls: string[] }> {
  const calls: string[] = [];
  const listed = (path: string) => {
    const status = new URL(path, 'http://api').searchParams.get('status');
    return [OPERATING, PLANNED].filter((project) => !status || project.project_status === status);
  };
  global.__SERVER__ = true;
  try {
    const result = await createAreaServer(directoryArea).render({
      url,
      origin: 'https://directory.example',
      session: SIGNED_OUT,
      fetchApi: async (path) => {
        calls.push(path);
        if (path.startsWith('/api/v1/projects/by-concept/')) return { status: 200, body: CONCEPT_TABS };
        if (path.startsWith('/api/v1/projects/facets/')) return { status: 200, body: { ...FACETS, total: listed(path).length } };
        if (path.startsWith('/api/v1/projects/?')) return { status: 200, body: { results: listed(path), next: null } };
        return { status: 404, body: { message: 'Not found.' } };
      },
    });
    return { result, calls };
  } finally {
    global.__SERVER__ = false;
  }
}

const queryOf = (calls: string[], prefix: string) =>
  Object.fromEntries(
    new URL(
      calls.find((path) => path.startsWith(prefix))!,
      'http://api',
    ).searchParams,
  );

it('/projects?status=Operating lists the operating projects, with the facet counts and a chip', async () => {
  const { result, calls } = await serverRender('/projects?status=Operating');
  expect(queryOf(calls, '/api/v1/projects/?')).toMatchObject({ status: 'Operating' });
  expect(queryOf(calls, '/api/v1/projects/facets/')).toEqual({ status: 'Operating' });
  expect(result.html).toContain('Wendelstein 7-X');
  expect(result.html).not.toContain('>ARC<');
  expect(result.html).toMatch(/<form[^>]*action="\/projects" method="get"/);
  expect(result.html).toMatch(/<option value="Operating" selected="">Operating \(1\)<\/option>/);
  expect(result.html).toContain('Planned (3)');
  expect(result.html).toContain('href="/projects" aria-label="Remove filter Status: Operating"');
  expect(result.html).toContain('/api/v1/exports/projects.csv?status=Operating&amp;sort=display_name');
});

it('?concept= renders that tab and keeps it, with showProjectStatus, in the form and the chips', async () => {
  const concept = CONCEPT_TABS.find((tab) => tab.count > 0)!.slug;
  const { result, calls } = await serverRender(`/projects?concept=${concept}&showProjectStatus=true&started_from=2010`);
  expect(queryOf(calls, '/api/v1/projects/?')).toMatchObject({ concept, started_from: '2010' });
  expect(result.html).toContain(`<input type="hidden" name="concept" value="${concept}"/>`);
  expect(result.html).toContain('<input type="hidden" name="showProjectStatus" value="true"/>');
  expect(result.html).toContain(
    `href="/projects?concept=${concept}&amp;showProjectStatus=true" aria-label="Remove filter Operating from 2010"`,
  );
});

it('an empty result offers to remove the last filter', async () => {
  const { result } = await serverRender('/projects?country=DE&status=Shut%20Down');
  expect(result.html).toContain('No projects match these filters.');
  expect(result.html).toContain('href="/projects?country=DE">Remove the last filter: Status: Shut Down');
});
