// /organizations/{slug}/edit (docs/product/account.md §10, §12–§14; issue 13 "no lost edits").
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from 'mf-shared';
import type { FakeApi } from 'mf-shared/testing';
import { OPTIONS, ORGANIZATION_VIEW, PROJECT_CHOICES, SUPPLY_CHAIN } from '../../../test-utils/contributionFixtures';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN, type Routes } from '../../../test-utils/renderArea';
import type { OrganizationEditView } from '../api/types';

let api: FakeApi | null = null;
const user = () => userEvent.setup({ applyAccept: false });
const EDIT_URL = 'GET /api/v1/organizations/cfs/edit/';
const SAVE_URL = 'POST /api/v1/organization/edit';

function routes(view: OrganizationEditView = ORGANIZATION_VIEW, extra: Routes = {}): Routes {
  return {
    [EDIT_URL]: { data: view },
    'GET /api/v1/contributions/options/': { data: OPTIONS },
    'GET /api/v1/supply-chain/': { data: SUPPLY_CHAIN },
    'GET /api/v1/projects/?page_size=9999': { data: PROJECT_CHOICES },
    ...extra,
  };
}

async function open(view: OrganizationEditView = ORGANIZATION_VIEW, extra: Routes = {}) {
  api = fakeApi(routes(view, extra));
  renderAreaAt('/organizations/cfs/edit');
  await screen.findByRole('heading', { level: 1, name: `Edit ${view.display_name}` });
  await screen.findByRole('textbox', { name: 'Name' });
}

const saves = () => api!.requests.filter((request) => request.method === 'post');
const partsOf = (index = 0) => [...(saves()[index]!.data as FormData).entries()];
const mainDataOf = (index = 0) => JSON.parse(String((saves()[index]!.data as FormData).get('mainData'))) as Record<string, unknown>;

async function saveConfirmed(u = user()) {
  await u.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save your changes?' });
  await u.click(within(dialog).getByRole('button', { name: 'Save' }));
}

function pngFile(name = 'logo.png', size?: number, type = 'image/png'): File {
  const file = new File(['png'], name, { type });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  resetStores();
  setSession({ ...SIGNED_IN, organization_memberships: [{ id: 1, slug: 'cfs', status: 'approved' }] });
  HTMLElement.prototype.scrollIntoView = jest.fn();
});
afterEach(() => api?.restore());

describe('the fields (docs/product/account.md §12)', () => {
  it('shows every field of the view, the website after a fixed https://, and the read-only notes', async () => {
    await open();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Commonwealth Fusion Systems');
    expect(screen.getByRole('textbox', { name: 'Acronym' })).toHaveValue('CFS');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('cfs.energy');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveAccessibleDescription('https://');
    expect(screen.getByRole('textbox', { name: 'Founding year' })).toHaveValue('2018');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Devens');
    expect(screen.getByRole('textbox', { name: 'State/province' })).toHaveValue('Massachusetts');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: 'Founder 1: name' })).toHaveValue('Bob Mumgaard');
    expect(screen.getByRole('textbox', { name: 'Leader 1: title' })).toHaveValue('CEO');
    expect(screen.getByRole('combobox', { name: 'Offering 1: category' })).toHaveValue('superconducting-magnet-systems');
    expect(screen.getByRole('combobox', { name: 'Project supplied 1: project' })).toHaveValue('wham');
    expect(screen.getByRole('textbox', { name: 'Project supplied 1: announcement' })).toHaveValue('example.com/wham');
    expect(screen.getByText(/^Funding data cannot be edited here. To change it, email the provider at/)).toHaveTextContent(
      'Funding data cannot be edited here. To change it, email the provider at info@fusionenergydirectory.com.',
    );
    expect(screen.getByText(/^Job listings cannot be edited here/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'info@fusionenergydirectory.com' })[0]).toHaveAttribute(
      'href',
      'mailto:info@fusionenergydirectory.com',
    );
  });

  it('non-affiliates: the description is read-only, with the note linking to /affiliate/?org-slug={slug}; no sales email', async () => {
    await open();
    expect(screen.getByText('Our description.')).toBeInTheDocument();
    expect(screen.getByText(/Customized descriptions are for Affiliate members\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become an Affiliate member' })).toHaveAttribute('href', '/affiliate/?org-slug=cfs');
    expect(screen.queryByRole('textbox', { name: /Description/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sales email' })).not.toBeInTheDocument();
  });

  it('affiliates: their own description and the sales email, both sent', async () => {
    await open({ ...ORGANIZATION_VIEW, is_affiliate: true, self_description: 'We build magnets.', contact_email: 'sales@cfs.energy' });
    const u = user();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('We build magnets.');
    expect(screen.queryByText(/Customized descriptions are for Affiliate members/)).not.toBeInTheDocument();
    const sales = screen.getByRole('textbox', { name: 'Sales email' });
    await u.clear(sales);
    await u.type(sales, 'not-an-email');
    api!.restore();
    api = fakeApi(routes(undefined, { [SAVE_URL]: { data: { message: 'edit successful', slug: 'cfs', version: 4 } } }));
    await saveConfirmed(u);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(saves()).toHaveLength(0);
    await u.clear(sales);
    await u.type(sales, 'buy@cfs.energy');
    await saveConfirmed(u);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(mainDataOf()).toMatchObject({ self_description: 'We build magnets.', contact_email: 'buy@cfs.energy' });
  });

  it("the 'Edit Tags' modal toggles the tags of docs/product/api.md §3; the logo placeholder takes the colour of the first tag's group", async () => {
    await open();
    const u = user();
    const placeholderColour = () =>
      screen.getByRole('img', { name: 'Commonwealth Fusion Systems logo' }).style.getPropertyValue('--logo-bg');
    expect(placeholderColour()).toContain('--color-logo-fusion-developers');
    await u.click(screen.getByRole('button', { name: 'Edit Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tags' });
    expect(within(dialog).getByRole('button', { name: /Fusion Machine Developer/ })).toHaveAttribute('aria-pressed', 'true');
    await u.click(within(dialog).getByRole('button', { name: 'Bank' }));
    await u.click(within(dialog).getByRole('button', { name: /Fusion Machine Developer/ }));
    await u.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bank']);
    expect(placeholderColour()).toContain('--color-logo-investors-capital-providers');
  });

  it('trims the name on blur and strips a typed scheme from the website', async () => {
    await open();
    const u = user();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await u.clear(name);
    await u.type(name, '  CFS Inc  ');
    const website = screen.getByRole('textbox', { name: 'Website' });
    await u.clear(website);
    await u.type(website, 'http://www.cfs.energy');
    await u.tab();
    expect(name).toHaveValue('CFS Inc');
    expect(website).toHaveValue('www.cfs.energy');
  });
});

describe('Cancel and Save (the sticky bar)', () => {
  it('Cancel asks to confirm discarding the changes, then returns to the detail page', async () => {
    await open();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe('/organizations/cfs/edit');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard changes' }));
    expect(window.location.pathname).toBe('/organizations/cfs');
    expect(saves()).toHaveLength(0);
  });

  it("Save asks first, sends multipart with mainData first and the version; 'edit successful' returns to the detail page", async () => {
    await open(undefined, { [SAVE_URL]: { data: { message: 'edit successful', slug: 'cfs', version: 4 } } });
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'City' }), ' Center');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await u.click(within(await screen.findByRole('dialog', { name: 'Save your changes?' })).getByRole('button', { name: 'Keep editing' }));
    expect(saves()).toHaveLength(0);
    await saveConfirmed(u);
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/cfs'));
    expect(partsOf().map(([name]) => name)).toEqual(['mainData']);
    expect(mainDataOf()).toMatchObject({
      slug: 'cfs',
      version: 3,
      city: 'Devens Center',
      website_url: 'https://cfs.energy',
      founding_year: 2018,
    });
    expect(saves()[0]!.headers!['X-CSRFToken']).toBe('csrf-signed-in');
    expect(useToastStore.getState().toasts.map((toast) => toast.message)).toEqual(['Your changes were saved.']);
  });

  it('another message goes to the processing error area; a 5xx is the server error', async () => {
    let reply = { status: 200, data: { message: 'Something is off.' } as Record<string, unknown> };
    await open(undefined, { [SAVE_URL]: () => reply });
    const u = user();
    await saveConfirmed(u);
    const area = await screen.findByText('Something is off.');
    expect(area).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(area).toHaveFocus());
    reply = { status: 503, data: { message: 'down' } };
    await saveConfirmed(u);
    expect(await screen.findByText("Server error. It's not you, it's us.")).toBeInTheDocument();
    expect(window.location.pathname).toBe('/organizations/cfs/edit');
  });

  it('an answer naming a field highlights it and scrolls to it (founders[0].name)', async () => {
    await open(undefined, {
      [SAVE_URL]: { status: 400, data: { message: 'The name must be a single line of text.', field: 'founders[0].name' } },
    });
    await saveConfirmed();
    const founder = screen.getByRole('textbox', { name: 'Founder 1: name' });
    await waitFor(() => expect(founder).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(founder).toHaveFocus());
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalled();
    // Said once, by the field (not again in the processing error area).
    expect(screen.getAllByText('The name must be a single line of text.')).toHaveLength(1);
  });

  it('the client checks first: the name is required; nothing is sent', async () => {
    await open();
    const u = user();
    await u.clear(screen.getByRole('textbox', { name: 'Name' }));
    await saveConfirmed(u);
    expect(await screen.findByText('Please provide the name of the organization.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });
});

describe('lists', () => {
  it('founders and leadership: new rows get temporary negative ids, removed rows are left out', async () => {
    await open(undefined, { [SAVE_URL]: { data: { message: 'edit successful', slug: 'cfs', version: 4 } } });
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add founder' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Founder 2: name' })).toHaveFocus());
    await u.type(screen.getByRole('textbox', { name: 'Founder 2: name' }), 'Brandon Sorbom');
    await u.click(screen.getByRole('button', { name: 'Add founder' }));
    await u.type(screen.getByRole('textbox', { name: 'Founder 3: name' }), 'Dan Brunner');
    await u.click(screen.getByRole('button', { name: 'Remove Leader 1' }));
    await saveConfirmed(u);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(mainDataOf().founders).toEqual([
      { id: 1, name: 'Bob Mumgaard', title: null },
      { id: -1, name: 'Brandon Sorbom', title: null },
      { id: -2, name: 'Dan Brunner', title: null },
    ]);
    expect(mainDataOf().leadership).toEqual([]);
  });

  it("supply chain offerings: 'Only one entry per subcategory'", async () => {
    await open();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add an offering' }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Offering 2: category' }), 'superconducting-magnet-systems');
    await saveConfirmed(u);
    expect(await screen.findByText('Only one entry per subcategory')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Offering 2: category' })).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toHaveLength(0);
  });

  it('a refused save moves to the first error on the page, not the last', async () => {
    await open();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Add an offering' }));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Offering 2: category' }), 'superconducting-magnet-systems');
    const description = screen.getByRole('textbox', { name: 'Project supplied 1: description' });
    await u.clear(description);
    await u.click(description);
    await u.paste('x'.repeat(161));
    await saveConfirmed(u);
    expect(await screen.findByText('The description of a project supplied must be at most 160 characters.')).toBeInTheDocument();
    // The offering comes first on the page: it is where the user is taken.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Offering 2: category' })).toHaveFocus());
    expect(saves()).toHaveLength(0);
  });

  it('projects supplied: a project and a category each; the description at most 160 characters, counted', async () => {
    await open();
    const u = user();
    const description = screen.getByRole('textbox', { name: 'Project supplied 1: description' });
    expect(description).toHaveAccessibleDescription('19 of 160 characters');
    expect(screen.getByText(/^19 of 160 characters/)).not.toHaveClass('overLimit');
    await u.clear(description);
    // Pasted as one input event: typing 161 keys took seconds on a loaded 2-core machine.
    await u.click(description);
    await u.paste('x'.repeat(161));
    // Red, and said in words: a polite status by the field.
    expect(screen.getByText(/^161 of 160 characters/)).toHaveClass('overLimit');
    expect(description).toHaveAccessibleDescription('161 of 160 characters 1 over the limit');
    expect(within(description.parentElement!).getByRole('status')).toHaveTextContent('1 over the limit');
    await u.click(screen.getByRole('button', { name: 'Add a project supplied' }));
    await saveConfirmed(u);
    expect(await screen.findByText('The description of a project supplied must be at most 160 characters.')).toBeInTheDocument();
    expect(screen.getAllByText('Each project supplied needs a project name and a category.').length).toBeGreaterThanOrEqual(1);
    expect(saves()).toHaveLength(0);
  });

  it("projects supplied awaiting review are marked 'pending review'; approved ones are not; the review state is not sent back", async () => {
    const [wham] = ORGANIZATION_VIEW.projects_supplied;
    await open({
      ...ORGANIZATION_VIEW,
      projects_supplied: [
        { ...wham!, review_status: 'pending' },
        { ...wham!, id: 8, slug: 'sparc', display_name: 'SPARC', review_status: 'approved' },
        { ...wham!, id: 9, slug: 'arc', display_name: 'ARC', review_status: 'rejected' },
      ],
    });
    // (The character counts' and the logo's statuses stay empty until there is something to say.)
    const notes = screen
      .getAllByRole('status')
      .map((note) => note.textContent)
      .filter(Boolean);
    expect(notes).toEqual([
      "Pending review: it shows on your organization's page now, and on the project's page once staff approve it.",
      "Not approved for the project's page: it shows on your organization's page only.",
    ]);
    expect(screen.getByText(/sends it to review before it shows on the project's page/)).toBeInTheDocument();
    await saveConfirmed();
    await waitFor(() => expect(saves()).toHaveLength(1));
    const supplied = mainDataOf().projects_supplied as Record<string, unknown>[];
    expect(supplied.map((item) => item.id)).toEqual([7, 8, 9]);
    expect(supplied.some((item) => 'review_status' in item)).toBe(false);
  });

  it('each listed project opens its edit screen after confirmation; Add a project carries the organization', async () => {
    await open(
      { ...ORGANIZATION_VIEW, projects: [{ id: 2, slug: 'sparc', display_name: 'SPARC', is_approved: true }] },
      {
        'GET /api/v1/projects/sparc/edit/': { status: 404, data: { message: 'Project not found.' } },
      },
    );
    const u = user();
    await u.click(screen.getByRole('link', { name: 'SPARC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this screen?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(window.location.pathname).toBe('/organizations/cfs/edit');
    expect(screen.getByRole('link', { name: 'Add a project' })).toHaveAttribute('href', '/projects/add?organization=cfs');
    await u.click(screen.getByRole('link', { name: 'SPARC' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(window.location.pathname).toBe('/projects/sparc/edit');
  });
});

describe('the logo (docs/product/account.md §13)', () => {
  it("refuses a file over 10 MB or of another type before uploading, with the spec's alerts", async () => {
    await open();
    const u = user();
    const input = screen.getByLabelText('Upload a logo');
    await u.upload(input, pngFile('big.png', 11 * 1024 * 1024));
    expect(await screen.findByText('File must be <10MB')).toBeInTheDocument();
    expect(screen.getByText('File must be <10MB').closest('[role="alert"]')).toHaveTextContent('big.png (11 MB): File must be <10MB');
    await u.upload(input, pngFile('anim.gif', 100, 'image/gif'));
    expect(await screen.findByText('We only accept png, jpg/jpeg, svg, and webp')).toBeInTheDocument();
  });

  it('sends a good file as logoData with logoFilename, after mainData', async () => {
    await open(undefined, { [SAVE_URL]: { data: { message: 'edit successful', slug: 'cfs', version: 4 } } });
    const u = user();
    await u.upload(screen.getByLabelText('Upload a logo'), pngFile('cfs.png'));
    await saveConfirmed(u);
    await waitFor(() => expect(saves()).toHaveLength(1));
    const parts = partsOf();
    expect(parts.map(([name]) => name)).toEqual(['mainData', 'logoData', 'logoFilename']);
    expect((parts[1]![1] as File).name).toBe('cfs.png');
    expect(parts[2]![1]).toBe('cfs.png');
  });

  it("Delete logo sends logo: 'delete'; the API's 413/415 on the upload shows by the logo", async () => {
    await open(
      { ...ORGANIZATION_VIEW, logo: '/api/media/abc.png' },
      {
        [SAVE_URL]: { status: 415, data: { message: 'We only accept png, jpg/jpeg, svg, and webp', field: 'logoData' } },
      },
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Delete logo' }));
    expect(screen.getByText(/The logo will be removed when you save\./)).toBeInTheDocument();
    await saveConfirmed(u);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(mainDataOf().logo).toBe('delete');
    expect(await screen.findAllByText('We only accept png, jpg/jpeg, svg, and webp')).toHaveLength(1);
  });
});

describe('no lost edits (409)', () => {
  it('says someone else saved, keeps the changes, and loads the current version with the changes listed to copy', async () => {
    const current = { ...ORGANIZATION_VIEW, version: 4, city: 'Cambridge' };
    let view = ORGANIZATION_VIEW;
    await open(undefined, {
      [EDIT_URL]: () => ({ data: view }),
      [SAVE_URL]: {
        status: 409,
        data: { message: 'Someone else saved this organization first. Reload it to see their changes.', current_version: 4 },
      },
    });
    const u = user();
    const region = screen.getByRole('textbox', { name: 'State/province' });
    await u.clear(region);
    await u.type(region, 'MA');
    await saveConfirmed(u);
    expect(await screen.findByRole('heading', { name: 'Someone else saved this page while you were editing.' })).toBeInTheDocument();
    expect(screen.getByText(/Your changes were not saved, and nothing was overwritten\./)).toBeInTheDocument();
    expect(region).toHaveValue('MA');
    view = current;
    await u.click(screen.getByRole('button', { name: 'Load the current version' }));
    expect(await screen.findByRole('heading', { name: 'The current version is loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Cambridge');
    expect(screen.getByRole('textbox', { name: 'State/province' })).toHaveValue('Massachusetts');
    const kept = screen.getByText('Your unsaved changes').closest('details')!;
    expect(within(kept).getByText('region')).toBeInTheDocument();
    expect(within(kept).getByText('MA')).toBeInTheDocument();
    // The next save carries the new version.
    api!.restore();
    api = fakeApi(routes(current, { [SAVE_URL]: { data: { message: 'edit successful', slug: 'cfs', version: 5 } } }));
    await saveConfirmed(u);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(mainDataOf().version).toBe(4);
  });
});

describe('edit access (docs/product/account.md §10)', () => {
  it('no approved claim (403) → the detail page', async () => {
    api = fakeApi(
      routes(undefined, { [EDIT_URL]: { status: 403, data: { message: 'You do not have edit access to this organization.' } } }),
    );
    renderAreaAt('/organizations/cfs/edit');
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/cfs'));
  });

  it('an unverified account (403) → /profile', async () => {
    api = fakeApi(
      routes(undefined, {
        [EDIT_URL]: {
          status: 403,
          data: { message: 'Please verify your email address before editing. You can ask for a new link from your profile.' },
        },
        'GET /api/accounts/info/': {
          data: { full_name: 'Ada', username: 'ada@example.com', verified: false, is_staff: false, orgs: [], projects: [] },
        },
      }),
    );
    renderAreaAt('/organizations/cfs/edit');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'));
  });

  it('unknown (or not visible): the not-found view', async () => {
    api = fakeApi(routes(undefined, { [EDIT_URL]: { status: 404, data: { message: 'Organization not found.' } } }));
    renderAreaAt('/organizations/cfs/edit');
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
  });

  it('an entry under review shows the purple banner', async () => {
    await open({ ...ORGANIZATION_VIEW, is_approved: false });
    expect(screen.getByText('This page is under review for approval. It is currently only visible to you.')).toBeInTheDocument();
  });
});

describe('leaving with unsaved changes (docs/product/account.md §12)', () => {
  /** What single-spa fires before the header's links or Back change the page. */
  async function navigateAway(newPath = '/articles') {
    const cancelNavigation = jest.fn();
    await act(async () => {
      window.dispatchEvent(
        new CustomEvent('single-spa:before-routing-event', {
          detail: {
            oldUrl: `${window.location.origin}/organizations/cfs/edit`,
            newUrl: `${window.location.origin}${newPath}`,
            cancelNavigation,
          },
        }),
      );
    });
    return cancelNavigation;
  }

  const answerOf = (cancelNavigation: jest.Mock) => cancelNavigation.mock.calls[0]![0] as Promise<boolean>;

  it('unchanged: the header and Back leave without a question', async () => {
    await open();
    expect(await navigateAway()).not.toHaveBeenCalled();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it('changed: leaving asks first; Keep editing cancels the navigation, Discard changes lets it go', async () => {
    await open();
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'City' }), ' Center');

    let cancelNavigation = await navigateAway();
    let dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await expect(answerOf(cancelNavigation)).resolves.toBe(true);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Devens Center');

    // A hash or query change stays on the screen: no question.
    expect(await navigateAway('/organizations/cfs/edit#logo')).not.toHaveBeenCalled();

    cancelNavigation = await navigateAway();
    dialog = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    // Discarding loses work: the danger style, not the accent.
    expect(within(dialog).getByRole('button', { name: 'Discard changes' })).toHaveClass('danger');
    await u.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    await expect(answerOf(cancelNavigation)).resolves.toBe(false);
  });

  it('changed: closing or reloading the tab asks the browser to confirm', async () => {
    await open();
    await user().type(screen.getByRole('textbox', { name: 'City' }), ' Center');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('a confirmed Cancel leaves without asking again', async () => {
    await open();
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'City' }), ' Center');
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/cfs'));
    expect(await navigateAway('/organizations/cfs')).not.toHaveBeenCalled();
  });
});
