// The logo's drop-zone on the organization edit screen: the preview (an object URL, revoked when the choice
// changes or the screen closes), the chosen file's name and size, and the refusals before upload.
import { useState } from 'react';
import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LogoField, type LogoState } from './LogoField';

function Harness({ maxBytes, current = null }: { maxBytes?: number; current?: string | null }) {
  const [value, setValue] = useState<LogoState>({ file: null, deleted: false });
  return <LogoField name="Commonwealth Fusion Systems" current={current} value={value} onChange={setValue} maxBytes={maxBytes} />;
}

function file(name: string, size: number, type = 'image/png'): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function drop(target: Element, files: File[]) {
  const event = createEvent.drop(target);
  Object.defineProperty(event, 'dataTransfer', { value: { files, types: ['Files'] } });
  fireEvent(target, event);
}

const user = () => userEvent.setup({ applyAccept: false });
const input = () => screen.getByLabelText(/^(Upload a logo|Replace logo)$/);
const logo = () => screen.getByRole('img', { name: 'Commonwealth Fusion Systems logo' });

let created: string[];
beforeEach(() => {
  created = [];
  URL.createObjectURL = jest.fn(() => {
    created.push(`blob:preview-${created.length + 1}`);
    return created.at(-1)!;
  });
  URL.revokeObjectURL = jest.fn();
});

it('previews a chosen logo with its name and size, revoking each preview when the choice changes and when the screen closes', async () => {
  const { unmount } = render(<Harness />);
  await user().upload(input(), file('cfs.png', 24 * 1024));
  expect(logo()).toHaveAttribute('src', 'blob:preview-1');
  expect(screen.getByRole('status')).toHaveTextContent('New logo: cfs.png (24 KB)');
  expect(input()).toHaveAccessibleName('Replace logo');

  drop(input().parentElement!, [file('cfs-dark.svg', 3 * 1024 * 1024, 'image/svg+xml')]);
  expect(await screen.findByText('cfs-dark.svg')).toBeInTheDocument();
  expect(logo()).toHaveAttribute('src', 'blob:preview-2');
  expect(screen.getByRole('status')).toHaveTextContent('New logo: cfs-dark.svg (3 MB)');
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');

  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
});

it("refuses a dropped file over the form's limit or of another type, naming it and its size, and keeps nothing", async () => {
  render(<Harness />);
  drop(input().parentElement!, [file('big.png', 10 * 1024 * 1024 + 1)]);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('big.png (10.1 MB): File must be <10MB');
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(input()).toHaveAccessibleDescription('PNG, JPG, SVG or WebP, up to 10 MB. big.png (10.1 MB): File must be <10MB');
  expect(URL.createObjectURL).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  drop(input().parentElement!, [file('anim.gif', 100, 'image/gif')]);
  expect(await screen.findByRole('alert')).toHaveTextContent('anim.gif (100 bytes): We only accept png, jpg/jpeg, svg, and webp');

  // A good file clears the alert.
  await user().upload(input(), file('cfs.png', 100));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(input()).not.toHaveAttribute('aria-invalid');
});

it('checks the limit the API announces, and says it', async () => {
  render(<Harness maxBytes={1024 * 1024} />);
  expect(input()).toHaveAccessibleDescription('PNG, JPG, SVG or WebP, up to 1 MB.');
  await user().upload(input(), file('cfs.png', 2 * 1024 * 1024));
  expect(await screen.findByRole('alert')).toHaveTextContent('cfs.png (2 MB): File must be <1MB');
});
