// The area scaffold end to end in one process: the server render (createAreaServer) and the
// browser's hydration of its HTML (createArea), as deploy/ and the shell put them together.
import { screen, waitFor } from '@testing-library/react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import {
  areaContainerId,
  areaStateElementId,
  getJson,
  jsonForScript,
  SERVER_RENDERED_ATTRIBUTE,
  SIGNED_OUT,
  type AreaRenderRequest,
  type SessionData,
} from 'mf-shared';
import { installFakeApi } from 'mf-shared/testing';
import { createArea } from './createArea';
import { lazyPage } from './lazyPage';
import { redirect } from './redirect';
import { createAreaServer } from './server';
import type { AreaDefinition } from './types';

const orgQuery = (slug: string) => ({
  queryKey: ['org', slug],
  queryFn: ({ client }: { client: QueryClient }) => getJson<{ name: string }>(`/api/v1/organizations/${slug}/`, undefined, client),
});

function OrgPage() {
  const { slug = '' } = useParams();
  const query = useQuery(orgQuery(slug));
  if (query.isError) return <p>Not found view</p>;
  if (query.isPending) return <p>Loading…</p>;
  return <h1>{query.data.name}</h1>;
}

const definition: AreaDefinition = {
  name: 'directory',
  routes: {
    '/organizations/:slug': {
      page: lazyPage('org', async () => ({
        default: OrgPage,
        load: ({ queryClient, params }) => queryClient.prefetchQuery(orgQuery(params.slug ?? '')),
        head: ({ queryClient, params }) => ({ title: queryClient.getQueryData<{ name: string }>(['org', params.slug])?.name }),
      })),
    },
    '/projects/:slug': {
      page: lazyPage('project', async () => ({
        default: () => <h1>Project</h1>,
        // A rule that needs the data: the API's answer decides (here, the slug stands for it).
        load: async ({ params }) => {
          if (params.slug === 'moved') throw redirect('/projects/shown', 301);
          const target = { hidden: '/not-found', away: '//elsewhere.example' }[params.slug ?? ''];
          if (target) throw redirect(target);
        },
      })),
    },
    '/organizations': { access: 'signed-in', page: lazyPage('list', async () => ({ default: () => <p>List</p> })) },
  },
};

const request = (url: string, api: Record<string, unknown>, session: SessionData = SIGNED_OUT): AreaRenderRequest => ({
  url,
  origin: 'https://directory.example',
  session,
  fetchApi: async (path) => (path in api ? { status: 200, body: api[path] } : { status: 404, body: { message: 'Not found.' } }),
});

describe('createAreaServer', () => {
  const { render, routePatterns, routeChunks } = createAreaServer(definition);

  it('loads the route data through the visitor API and renders it, with its head and chunks', async () => {
    const result = await render(request('/organizations/cfs', { '/api/v1/organizations/cfs/': { name: 'Commonwealth Fusion Systems' } }));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1>Commonwealth Fusion Systems</h1>');
    expect(result.head.title).toBe('Commonwealth Fusion Systems');
    expect(result.chunks).toEqual(['org']);
    expect(routePatterns).toEqual(['/organizations/:slug', '/projects/:slug', '/organizations']);
    expect(routeChunks).toEqual(['org', 'project', 'list']);
  });

  it('makes the page a 404 when its data is not found, and ships the error for hydration', async () => {
    const result = await render(request('/organizations/nope', {}));
    expect(result.status).toBe(404);
    expect(result.html).toContain('Not found view');
    expect(JSON.stringify(result.state)).toContain('"status":404');
  });

  it('answers a redirect its loader threw with a 302 (or 301), rendering nothing; only to a path of the site', async () => {
    expect(await render(request('/projects/hidden', {}))).toMatchObject({ status: 302, redirect: '/not-found', html: '', state: null });
    const ignored = await render(request('/projects/away', {}));
    expect(ignored.status).toBe(200);
    expect(ignored.html).toContain('<h1>Project</h1>');
    expect((await render(request('/projects/shown', {}))).status).toBe(200);
    expect(await render(request('/projects/moved', {}))).toMatchObject({ status: 301, redirect: '/projects/shown', html: '' });
  });

  it("sends a signed-out visitor of a signed-in route to sign in, keeping the path and query in 'next'", async () => {
    expect(await render(request('/organizations', {}))).toMatchObject({ status: 302, redirect: '/sign-in?next=%2Forganizations' });
    expect(await render(request('/organizations?tag=x', {}))).toMatchObject({
      status: 302,
      redirect: '/sign-in?next=%2Forganizations%3Ftag%3Dx',
    });
    expect((await render(request('/organizations', {}, { ...SIGNED_OUT, is_authenticated: true }))).status).toBe(200);
  });
});

describe('createArea hydrates what the server rendered', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/organizations/cfs');
  });

  it('adopts the server HTML and its data: no refetch, no hydration error', async () => {
    const server = await createAreaServer(definition).render(
      request('/organizations/cfs', { '/api/v1/organizations/cfs/': { name: 'Commonwealth Fusion Systems' } }),
    );
    document.body.innerHTML = `<div id="${areaContainerId('directory')}" ${SERVER_RENDERED_ATTRIBUTE}="">${server.html}</div><script type="application/json" id="${areaStateElementId('directory')}">${jsonForScript(server.state)}</script>`;
    const serverHeading = document.querySelector('h1');
    const errors = jest.spyOn(console, 'error');
    const api = installFakeApi(() => ({ data: { name: 'fetched again' } }));
    const { mount } = createArea(definition);
    const props = {
      name: 'directory',
      domElementGetter: () => document.getElementById(areaContainerId('directory'))!,
      singleSpa: {},
      mountParcel: jest.fn(),
    };
    // A real mount, as single-spa runs it (outside act: hydration is React's concurrent work).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (const step of mount) await step(props as never);
      await waitFor(() => expect(Object.keys(serverHeading!).some((key) => key.startsWith('__reactFiber'))).toBe(true));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(document.querySelector('h1')).toBe(serverHeading); // the same node: hydrated, not re-created
    expect(Object.keys(serverHeading!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0); // the server's data was used
    api.restore();
    expect(document.getElementById(areaStateElementId('directory'))).toBeNull(); // consumed once
    expect(screen.getByRole('heading')).toHaveTextContent('Commonwealth Fusion Systems');
    errors.mockRestore();
  });
});

describe('a page module carrying its own load and head', () => {
  it('is loaded, rendered and titled by the server', async () => {
    const { render } = createAreaServer({
      name: 'content',
      routes: {
        '/articles/:slug': {
          page: lazyPage('article', async () => ({
            default: OrgPage,
            load: ({ queryClient, params }) => queryClient.prefetchQuery(orgQuery(params.slug ?? '')),
            head: ({ queryClient, params }) => ({
              title: `Read ${queryClient.getQueryData<{ name: string }>(['org', params.slug])?.name}`,
            }),
          })),
        },
      },
    });
    const result = await render(request('/articles/iter', { '/api/v1/organizations/iter/': { name: 'ITER' } }));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<h1>ITER</h1>');
    expect(result.head.title).toBe('Read ITER');
  });
});

describe('lazyPage', () => {
  it('keeps a page mounted (and its state) when it re-renders after its chunk arrived', async () => {
    const { render: renderUi, screen: view, fireEvent } = await import('@testing-library/react');
    const { useState: useLocalState } = await import('react');
    function Counter() {
      const [count, setCount] = useLocalState(0);
      return <button onClick={() => setCount(count + 1)}>clicked {count}</button>;
    }
    const Page = lazyPage('counter', async () => ({ default: Counter }));
    const { Suspense } = await import('react');
    const { rerender } = renderUi(
      <Suspense fallback={<p>loading</p>}>
        <Page key="page" />
      </Suspense>,
    );
    fireEvent.click(await view.findByRole('button'));
    expect(view.getByRole('button')).toHaveTextContent('clicked 1');
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page key="page" />
      </Suspense>,
    );
    expect(view.getByRole('button')).toHaveTextContent('clicked 1');
  });
});
