// The claim slot (docs/product/directory.md §5): the account area's widget through the contract, a placeholder of
// its size until then, and a page that still works when the account area cannot load.
import { act, render, screen, waitFor } from '@testing-library/react';
import { registerAreaModuleLoader, type ClaimControlProps } from 'mf-shared';
import { renderToString } from 'react-dom/server';
import { CLAIM_UNAVAILABLE_TEXT, ClaimSlot } from './ClaimSlot';

afterEach(() => registerAreaModuleLoader(null));

function fakeWidget() {
  const handle = { update: jest.fn(), unmount: jest.fn() };
  const mount = jest.fn((element: HTMLElement, props: ClaimControlProps) => {
    element.textContent = `claim control for ${props.kind} ${props.slug}`;
    return handle;
  });
  return { mount, handle };
}

it('renders the same-size placeholder on the server (no widget code there)', () => {
  const html = renderToString(<ClaimSlot kind="organization" slug="cfs" name="CFS" />);
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('data-claim-slot="loading"');
  expect(html).not.toContain(CLAIM_UNAVAILABLE_TEXT);
});

it("asks the contract for account/claim after hydration and mounts it into the slot's own element", async () => {
  const widget = fakeWidget();
  const loader = jest.fn().mockResolvedValue({ mount: widget.mount });
  registerAreaModuleLoader(loader);
  const { container, unmount } = render(<ClaimSlot kind="organization" slug="cfs" name="Commonwealth Fusion Systems" />);
  await waitFor(() => expect(container.querySelector('[data-claim-slot="ready"]')).toBeInTheDocument());
  expect(loader).toHaveBeenCalledWith('account', 'claim');
  expect(widget.mount).toHaveBeenCalledWith(expect.any(HTMLElement), {
    kind: 'organization',
    slug: 'cfs',
    name: 'Commonwealth Fusion Systems',
  });
  expect(screen.getByText('claim control for organization cfs')).toBeVisible();
  expect(container.querySelector('[aria-busy]')).toBeNull();
  unmount();
  expect(widget.handle.unmount).toHaveBeenCalled();
});

it('says the control is unavailable when the account area cannot load (the page keeps working)', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  registerAreaModuleLoader(() => Promise.reject(new Error('remoteEntry.js 503')));
  render(<ClaimSlot kind="project" slug="sparc" />);
  expect(await screen.findByText(CLAIM_UNAVAILABLE_TEXT)).toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('The claim control could not be loaded', expect.any(Error));
  error.mockRestore();
});

it('says so too when no loader exists (a page without the shell), without reporting an error', async () => {
  const error = jest.spyOn(console, 'error');
  render(<ClaimSlot kind="project" slug="sparc" />);
  expect(await screen.findByText(CLAIM_UNAVAILABLE_TEXT)).toBeInTheDocument();
  expect(error).not.toHaveBeenCalled();
  error.mockRestore();
});

it('mounts again for another slug, unmounting the previous control', async () => {
  const widget = fakeWidget();
  registerAreaModuleLoader(() => Promise.resolve({ mount: widget.mount }));
  const { rerender } = render(<ClaimSlot kind="organization" slug="cfs" />);
  await waitFor(() => expect(widget.mount).toHaveBeenCalledTimes(1));
  await act(async () => rerender(<ClaimSlot kind="organization" slug="helion" />));
  await waitFor(() => expect(widget.mount).toHaveBeenCalledTimes(2));
  expect(widget.handle.unmount).toHaveBeenCalledTimes(1);
  expect(widget.mount.mock.calls[1]![1]).toEqual({ kind: 'organization', slug: 'helion', name: undefined });
});
