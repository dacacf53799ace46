// /projects/{slug}/edit (docs/product/account.md §12–§14).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from 'mf-shared/testing';
import { OPTIONS, PROJECT_VIEW } from '../../../test-utils/contributionFixtures';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN, type Routes } from '../../../test-utils/renderArea';
import type { ProjectEditView } from '../api/types';

let api: FakeApi | null = null;
const user = () => userEvent.setup({ applyAccept: false });
const EDIT_URL = 'GET /api/v1/projects/sparc/edit/';
const SAVE_URL = 'POST /api/v1/project/edit';
const SAVED = { data: { message: 'edit successful', slug: 'sparc', version: 6 } };

async function open(view: ProjectEditView = PROJECT_VIEW, extra: Routes = {}) {
  api = fakeApi({ [EDIT_URL]: { data: view }, 'GET /api/v1/contributions/options/': { data: OPTIONS }, ...extra });
  renderAreaAt('/projects/sparc/edit');
  await screen.findByRole('heading', { level: 1, name: `Edit ${view.display_name}` });
  await screen.findByRole('textbox', { name: 'Name' });
}

const saves = () => api!.requests.filter((request) => request.method === 'post');
const partsOf = () => [...(saves()[0]!.data as FormData).entries()];
const mainData = () => JSON.parse(String((saves()[0]!.data as FormData).get('mainData'))) as Record<string, unknown>;

async function saveConfirmed(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Save' }));
  await u.click(within(await screen.findByRole('dialog', { name: 'Save your changes?' })).getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  resetStores();
  setSession({ ...SIGNED_IN, project_memberships: [{ id: 2, slug: 'sparc', status: 'approved' }] });
  HTMLElement.prototype.scrollIntoView = jest.fn();
});
afterEach(() => api?.restore());

it("shows the fields: name, concept, the organizations read-only ('and N others'), status, years, publications, description, images, suppliers", async () => {
  await open({
    ...PROJECT_VIEW,
    providers: [
      {
        supplier: { slug: 'ffj', display_name: 'Faraday Factory Japan', is_approved: true },
        product_categories: [{ name: 'HTS Tape' }],
        description: null,
        announcement_url: null,
      },
    ],
  });
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('SPARC');
  expect(screen.getByText('Tokamak')).toBeInTheDocument();
  expect(screen.getByText('Commonwealth Fusion Systems and 1 others')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Under Construction');
  expect(screen.getByRole('textbox', { name: 'Year operations started' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Publication 1: title' })).toHaveValue('Overview of SPARC');
  expect(screen.getByRole('textbox', { name: 'Publication 1: authors' })).toHaveValue('A. Creely');
  expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('A compact tokamak.');
  // The Markdown has the API's limit, counted as it is typed.
  expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(/18 of 20,000 characters$/);
  expect(within(screen.getByRole('list', { name: 'Images' })).getAllByRole('img')).toHaveLength(2);
  expect(screen.getByText('Faraday Factory Japan (HTS Tape)')).toBeInTheDocument();
  expect(screen.getByText(/^Suppliers cannot be edited here\. To change them, email the provider at/)).toBeInTheDocument();
});

it("changes the concept in the 'Change Confinement Concept' modal; years parse to integers or null; saves to the detail page", async () => {
  await open(undefined, { [SAVE_URL]: SAVED });
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Change Confinement Concept' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Confinement Concept' });
  expect(within(dialog).getByRole('button', { name: /Tokamak/ })).toHaveAttribute('aria-pressed', 'true');
  await u.click(within(dialog).getByRole('button', { name: 'Stellarator' }));
  await u.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(screen.getByText('Stellarator')).toBeInTheDocument();
  await u.type(screen.getByRole('textbox', { name: 'Year operations started' }), '2026');
  await u.type(screen.getByRole('textbox', { name: 'Year operations ended' }), 'someday');
  await u.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Operating');
  await saveConfirmed(u);
  await waitFor(() => expect(window.location.pathname).toBe('/projects/sparc'));
  expect(mainData()).toMatchObject({
    slug: 'sparc',
    version: 5,
    concept: { slug: 'stellarator' },
    project_status: 'Operating',
    year_operations_started: 2026,
    year_operations_ended: null,
  });
  expect(partsOf().map(([name]) => name)).toEqual(['mainData', 'oldImageIds']);
  expect(partsOf()[1]![1]).toBe('[3,5]');
});

it('publications: new ones get temporary negative ids; a title and a link are required', async () => {
  await open(undefined, { [SAVE_URL]: SAVED });
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Add a publication' }));
  await saveConfirmed(u);
  expect((await screen.findAllByText('Each publication needs a title and a link.')).length).toBe(2);
  expect(saves()).toHaveLength(0);
  await u.type(screen.getByRole('textbox', { name: 'Publication 2: title' }), 'SPARC physics basis');
  await u.type(screen.getByRole('textbox', { name: 'Publication 2: link' }), 'doi.org/10.1017/x');
  await u.type(screen.getByRole('textbox', { name: 'Publication 2: authors' }), 'A. Creely, B. Sorbom');
  await saveConfirmed(u);
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(mainData().publications).toEqual([
    {
      id: 1,
      title: 'Overview of SPARC',
      publication_url: 'https://doi.org/x',
      publication_type: 'Journal article',
      authors: ['A. Creely'],
    },
    {
      id: -1,
      title: 'SPARC physics basis',
      publication_url: 'doi.org/10.1017/x',
      publication_type: null,
      authors: ['A. Creely', 'B. Sorbom'],
    },
  ]);
});

it('images: delete one, upload new ones named by temporary negative ids; the client alerts first', async () => {
  await open(undefined, { [SAVE_URL]: SAVED });
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Delete image 1' }));
  const input = screen.getByLabelText('Upload images');
  const big = new File(['x'], 'huge.png', { type: 'image/png' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await u.upload(input, big);
  expect(await screen.findByText('File must be <10MB')).toBeInTheDocument();
  await u.upload(input, new File(['x'], 'a.gif', { type: 'image/gif' }));
  expect(await screen.findByText('We only accept png, jpg/jpeg, svg, and webp')).toBeInTheDocument();
  await u.upload(input, [new File(['x'], 'plant.png', { type: 'image/png' }), new File(['y'], 'coil.webp', { type: 'image/webp' })]);
  expect(screen.getAllByText('New')).toHaveLength(2);
  // Each new image with its name and size, before Save sends it.
  expect(screen.getByText('plant.png', { selector: '.fileName' }).parentElement).toHaveTextContent('New plant.png (1 byte)');
  await saveConfirmed(u);
  await waitFor(() => expect(saves()).toHaveLength(1));
  const parts = partsOf();
  expect(parts.map(([name]) => name)).toEqual(['mainData', 'oldImageIds', 'newImageData', 'newImageData']);
  expect(parts[1]![1]).toBe('[5]');
  expect((parts[2]![1] as File).name).toBe('-1.png');
  expect((parts[3]![1] as File).name).toBe('-2.webp');
  expect(mainData().media).toEqual([{ id: 5 }, { id: -1 }, { id: -2 }]);
});

it("the API's answer about the images shows by them; another refusal in the processing error area", async () => {
  let reply: { status: number; data: Record<string, unknown> } = {
    status: 413,
    data: { message: 'File must be <10MB', field: 'newImageData' },
  };
  await open(undefined, { [SAVE_URL]: () => reply });
  const u = user();
  await u.upload(screen.getByLabelText('Upload images'), new File(['x'], 'plant.png', { type: 'image/png' }));
  await saveConfirmed(u);
  expect(await screen.findAllByText('File must be <10MB')).toHaveLength(1);
  reply = { status: 400, data: { message: 'Unknown confinement concept.', field: 'concept' } };
  await saveConfirmed(u);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Change Confinement Concept' })).toHaveFocus());
  expect(screen.getByText('Unknown confinement concept.')).toHaveAttribute('role', 'alert');
});

it("Cancel, confirmed, returns to the detail page: 'Discard changes' in the danger style, Save's confirm in the accent", async () => {
  await open();
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Save' }));
  const save = within(await screen.findByRole('dialog', { name: 'Save your changes?' })).getByRole('button', { name: 'Save' });
  expect(save).toHaveClass('primary');
  expect(save).not.toHaveClass('danger');
  await u.click(screen.getByRole('button', { name: 'Keep editing' }));
  await u.click(screen.getByRole('button', { name: 'Cancel' }));
  const discard = within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
    name: 'Discard changes',
  });
  expect(discard).toHaveClass('danger');
  await u.click(discard);
  expect(window.location.pathname).toBe('/projects/sparc');
});

it('no approved claim (403) → the detail page', async () => {
  api = fakeApi({ [EDIT_URL]: { status: 403, data: { message: 'You do not have edit access to this project.' } } });
  renderAreaAt('/projects/sparc/edit');
  await waitFor(() => expect(window.location.pathname).toBe('/projects/sparc'));
});
