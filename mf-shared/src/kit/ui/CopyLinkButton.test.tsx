import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyLinkButton } from './CopyLinkButton';
import { useToastStore } from 'mf-shared';
import { Toaster } from './Toast';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('CopyLinkButton', () => {
  beforeEach(() => {
    useToastStore.setState({ toasts: [] });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    setClipboard(undefined);
    jest.restoreAllMocks();
  });

  async function clickCopy() {
    render(
      <>
        <CopyLinkButton />
        <Toaster />
      </>,
    );
    // userEvent.setup() installs its own clipboard stub, so click directly.
    await act(async () => screen.getByRole('button', { name: 'Copy link' }).click());
  }

  it('copies the page URL and confirms', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByText('URL copied to clipboard!')).toBeInTheDocument();
  });

  it('asks to copy by hand when the clipboard is unavailable', async () => {
    setClipboard(undefined);
    await clickCopy();
    expect(screen.getByText('Failed to copy URL to clipboard. Please try manually.')).toBeInTheDocument();
  });

  it('reports an unexpected error when writing fails', async () => {
    setClipboard({ writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    await clickCopy();
    expect(screen.getByText('Failed to copy URL due to an unexpected error.')).toBeInTheDocument();
  });

  it('is a real button reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(<CopyLinkButton />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  });
});
