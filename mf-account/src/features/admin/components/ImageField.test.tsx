// An `image` field of the generic admin form (issue 19 item 3), network faked: the current image
// in its box, a chosen file uploaded at once to /api/v1/admin/uploads/ and its URL put in the
// field (and saved), refusals shown on the field, and a pasted URL.
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from 'mf-shared/testing';
import { fakeApi, renderAreaAt, resetStores, setSession, SIGNED_IN, type Routes } from '../../../test-utils/renderArea';
import type { AdminMeta, AdminRecord } from '../api/types';
import { MESSAGES } from '../utils/formModel';

let api: FakeApi | null = null;
afterEach(() => api?.restore());
beforeEach(() => {
  resetStores();
  setSession(SIGNED_IN);
});

const META: AdminMeta = {
  entities: [
    {
      name: 'articles',
      label: 'Article',
      label_plural: 'Articles',
      public_path: null,
      title_field: 'title',
      list_columns: ['title'],
      filters: [],
      sort_fields: [],
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true },
        { name: 'preview_media', label: 'Preview image', type: 'image', required: false, max_length: 2000 },
      ],
    },
  ],
};
const OLD_IMAGE = 'https://cdn.example.com/old.png';
const NEW_IMAGE = `/api/media/${'a'.repeat(64)}.png`;
const RECORD: AdminRecord = { id: 4, version: 2, deleted_at: null, public_url: null, title: 'Ignition', preview_media: OLD_IMAGE };
const RECORD_URL = '/api/v1/admin/articles/4/';
const UPLOAD = 'POST /api/v1/admin/uploads/';

async function openArticle(more: Routes = {}) {
  api = fakeApi({ 'GET /api/v1/admin/meta/': { data: META }, [`GET ${RECORD_URL}`]: { data: { record: RECORD } }, ...more });
  renderAreaAt('/admin/articles/4');
  const group = await screen.findByRole('group', { name: 'Preview image' });
  return {
    group,
    file: within(group).getByLabelText('Upload a file') as HTMLInputElement,
    url: within(group).getByRole('textbox', { name: 'or paste a URL' }),
  };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'preview.png', { type: 'image/png' });
const uploads = () => api!.requests.filter((request) => request.url === '/api/v1/admin/uploads/');

it('shows the current image in its box, with the upload and the URL', async () => {
  const { group, file, url } = await openArticle();
  expect(within(group).getByRole('img', { name: 'Current preview image' })).toHaveAttribute('src', OLD_IMAGE);
  expect(file).toHaveAttribute('type', 'file');
  expect(url).toHaveValue(OLD_IMAGE);
});

it('uploads a chosen file at once, puts the answered URL in the field and saves it', async () => {
  const { group, file, url } = await openArticle({
    [UPLOAD]: { status: 201, data: { url: NEW_IMAGE } },
    [`PATCH ${RECORD_URL}`]: { data: { record: { ...RECORD, preview_media: NEW_IMAGE, version: 3 } } },
  });
  await userEvent.upload(file, png());
  await waitFor(() => expect(url).toHaveValue(NEW_IMAGE));
  expect(within(group).getByRole('img', { name: 'Current preview image' })).toHaveAttribute('src', NEW_IMAGE);
  const sent = uploads()[0]!.data as FormData;
  expect([...sent.keys()]).toEqual(['file']);
  expect((sent.get('file') as File).name).toBe('preview.png');
  expect(uploads()[0]!.headers!['X-CSRFToken']).toBe('csrf-signed-in');

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText(/Version 3\./)).toBeInTheDocument());
  const patch = api!.requests.find((request) => request.method === 'patch')!;
  expect(JSON.parse(patch.data as string)).toEqual({ preview_media: NEW_IMAGE });
});

it('uploads a file dropped on its drop-zone the same way', async () => {
  const { file, url } = await openArticle({ [UPLOAD]: { status: 201, data: { url: NEW_IMAGE } } });
  const drop = createEvent.drop(file.parentElement!);
  Object.defineProperty(drop, 'dataTransfer', { value: { files: [png()], types: ['Files'] } });
  fireEvent(file.parentElement!, drop);
  await waitFor(() => expect(url).toHaveValue(NEW_IMAGE));
  expect(((uploads()[0]!.data as FormData).get('file') as File).name).toBe('preview.png');
});

it("shows the API's refusal on the field and keeps the value", async () => {
  const { group, file, url } = await openArticle({
    [UPLOAD]: { status: 415, data: { message: 'The SVG file is too complex to check.', field: 'file' } },
  });
  await userEvent.upload(file, new File(['<svg/>'], 'deep.svg', { type: 'image/svg+xml' }));
  expect(await within(group).findByRole('alert')).toHaveTextContent('The SVG file is too complex to check.');
  expect(url).toHaveValue(OLD_IMAGE);
  expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(file).toHaveAttribute('aria-invalid', 'true');
});

it('refuses a file of another type before sending it', async () => {
  const { group, file } = await openArticle({ [UPLOAD]: { status: 201, data: { url: NEW_IMAGE } } });
  await userEvent.setup({ applyAccept: false }).upload(file, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
  expect(await within(group).findByRole('alert')).toHaveTextContent('We only accept png, jpg/jpeg, svg, and webp');
  expect(uploads()).toEqual([]);
});

it('takes a pasted URL or site path; anything else is refused before saving', async () => {
  const { group, url } = await openArticle({
    [`PATCH ${RECORD_URL}`]: { data: { record: { ...RECORD, preview_media: NEW_IMAGE, version: 3 } } },
  });
  await userEvent.clear(url);
  await userEvent.type(url, 'not an address');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await within(group).findByRole('alert')).toHaveTextContent(MESSAGES.imageUrl);
  expect(api!.requests.some((request) => request.method === 'patch')).toBe(false);

  await userEvent.clear(url);
  await userEvent.type(url, NEW_IMAGE);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByText(/Version 3\./)).toBeInTheDocument());
  expect(JSON.parse(api!.requests.find((request) => request.method === 'patch')!.data as string)).toEqual({ preview_media: NEW_IMAGE });
});
