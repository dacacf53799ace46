import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson, useAuthStore } from 'mf-shared';
import { settle } from 'mf-shared/testing';
import { CONCEPT_TABS, PROJECTS, projectItem } from '../../../test-utils/directoryFixtures';
import { preloadPage, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/projects'));

type ListParams = { concept?: string; page_size: number; sort: string };

function listCalls(): ListParams[] {
  return mockedGetJson.mock.calls.filter(([url]) => url === '/api/v1/projects/').map(([, params]) => params as ListParams);
}

/** 25 tokamaks besides the fixtures: more than the first page of 20. */
const MANY = [
  ...PROJECTS,
  ...Array.from({ length: 25 }, (_, i) =>
    projectItem({ id: 100 + i, slug: `tokamak-${i + 1}`, display_name: `Tokamak ${String(i + 1).padStart(2, '0')}` }),
  ),
];
let served = PROJECTS;

beforeEach(() => {
  served = PROJECTS;
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string, params?: unknown) => {
    if (url === '/api/v1/projects/by-concept/') return CONCEPT_TABS;
    if (url === '/api/v1/projects/') {
      const { concept, page_size: pageSize } = params as ListParams;
      const results = concept ? served.filter((project) => project.concept?.slug === concept) : served;
      return { results: results.slice(0, pageSize), next: results.length > pageSize ? '/next' : null };
    }
    throw new Error(`unexpected call ${url}`);
  });
  useAuthStore.setState({ is_authenticated: false });
});

const card = (name: string) => screen.findByRole('link', { name: new RegExp(`^${name}`) });

describe('/projects list', () => {
  it('loads the first 20, then refetches up to 1000, sorted by name', async () => {
    served = MANY;
    renderAreaAt('/projects');
    expect(await card('ARC')).toHaveAttribute('href', '/projects/arc');
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()).toEqual([
      { concept: undefined, page_size: 20, sort: 'display_name' },
      { concept: undefined, page_size: 1000, sort: 'display_name' },
    ]);
    expect(await card('Tokamak 25')).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === '28 projects')).toBeInTheDocument();
    expect(document.title).toMatch(/^Projects \|/);
  });

  it('asks for no more when the first page holds them all', async () => {
    renderAreaAt('/projects');
    await card('ARC');
    await settle();
    expect(listCalls()).toEqual([{ concept: undefined, page_size: 20, sort: 'display_name' }]);
  });

  it('refetches up to 1000 without waiting for the visitor to scroll', async () => {
    served = MANY;
    const original = window.IntersectionObserver;
    // An observer that never reports: nothing may wait for the end of the list to come into view.
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      renderAreaAt('/projects');
      await card('ARC');
      await waitFor(() => expect(listCalls().at(-1)).toEqual({ concept: undefined, page_size: 1000, sort: 'display_name' }));
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it("shows 'PENDING APPROVAL' on unapproved projects only", async () => {
    renderAreaAt('/projects');
    expect(await card('New Machine')).toHaveTextContent('PENDING APPROVAL');
    expect(await card('ARC')).not.toHaveTextContent('PENDING APPROVAL');
  });
});

describe('concept tabs and the URL hash', () => {
  it('lists All first, then the concepts that have projects (a concept with none is hidden)', async () => {
    renderAreaAt('/projects');
    await card('ARC');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All3', 'Field-Reversed Configuration1', 'Tokamak2']);
    expect(screen.queryByRole('tab', { name: /Stellarator/ })).not.toBeInTheDocument();
  });

  it('selects the concept named by the hash and asks for its projects', async () => {
    renderAreaAt('/projects#frc');
    expect(await screen.findByRole('tab', { name: /Field-Reversed Configuration/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ concept: 'frc', page_size: 20, sort: 'display_name' }));
    expect(await card('Polaris')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^ARC/ })).not.toBeInTheDocument();
  });

  it('writes the hash when a tab is chosen, and Back returns to the previous tab', async () => {
    renderAreaAt('/projects');
    await userEvent.click(await screen.findByRole('tab', { name: /Tokamak/ }));
    expect(window.location.hash).toBe('#tokamak');
    expect(screen.getByRole('tab', { name: /Tokamak/ })).toHaveAttribute('aria-selected', 'true');
    window.history.back();
    await waitFor(() => expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true'));
  });

  it("links each concept's plasma results on /progress (issue 26)", async () => {
    renderAreaAt('/projects#frc');
    expect(await screen.findByRole('link', { name: 'Field-Reversed Configuration on the Lawson chart' })).toHaveAttribute(
      'href',
      '/progress?concept=frc',
    );
    await userEvent.click(screen.getByRole('tab', { name: /All/ }));
    expect(await screen.findByRole('link', { name: 'Progress on the Lawson chart' })).toHaveAttribute('href', '/progress');
  });

  it('shows All for a hidden or unknown concept', async () => {
    renderAreaAt('/projects#stellarator');
    await card('ARC');
    await waitFor(() => expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true'));
  });
});

describe('sort and the showProjectStatus gate (docs/product/directory.md §3)', () => {
  it('without showProjectStatus=true the sort control is inactive and statuses are hidden', async () => {
    renderAreaAt('/projects');
    expect(await card('ARC')).not.toHaveTextContent('Planned');
    expect(screen.getByRole('button', { name: /Sort by/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ascending' })).toBeDisabled();
    expect(listCalls().every((call) => call.sort === 'display_name')).toBe(true);
  });

  it('?showProjectStatus=false is not true: still inactive', async () => {
    renderAreaAt('/projects?showProjectStatus=false');
    await card('ARC');
    expect(screen.getByRole('button', { name: /Sort by/ })).toBeDisabled();
  });

  it('with showProjectStatus=true it shows statuses and sorts by name or status, ascending or not', async () => {
    renderAreaAt('/projects?showProjectStatus=true');
    expect(await card('ARC')).toHaveTextContent('Planned');
    expect(await card('Polaris')).toHaveTextContent('Shut Down');

    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Status' }));
    await waitFor(() => expect(listCalls().at(-1)?.sort).toBe('project_status'));

    const toggle = screen.getByRole('button', { name: 'Ascending' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(listCalls().at(-1)?.sort).toBe('-project_status'));

    await userEvent.click(screen.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Name' }));
    await waitFor(() => expect(listCalls().at(-1)?.sort).toBe('-display_name'));
  });
});

describe('exports', () => {
  it('links the CSV and JSON of the current concept and sort', async () => {
    renderAreaAt('/projects?showProjectStatus=true#tokamak');
    await screen.findByRole('link', { name: /^ARC/ });
    const downloads = screen.getByRole('group', { name: 'Download the Tokamak projects' });
    expect(within(downloads).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/v1/exports/projects.csv?concept=tokamak&sort=display_name',
    );
    expect(within(downloads).getByRole('link', { name: 'Download the Tokamak projects as JSON' })).toHaveAttribute(
      'href',
      '/api/v1/exports/projects.json?concept=tokamak&sort=display_name',
    );
  });
});

describe('Add Project', () => {
  it('goes to /projects/add when signed in', async () => {
    useAuthStore.setState({ is_authenticated: true });
    renderAreaAt('/projects');
    expect(await screen.findByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/projects/add');
  });

  it('opens the sign-in dialog when signed out', async () => {
    renderAreaAt('/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to add a project' });
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?redirectNewProj=true');
    expect(within(dialog).getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/create-account?redirectNewProj=true');
  });
});
