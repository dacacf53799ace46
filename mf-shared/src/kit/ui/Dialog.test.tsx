import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel subscription"
        actions={<button onClick={() => setOpen(false)}>Keep it</button>}
      >
        <label>
          Reason <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens a native modal <dialog> labelled by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel subscription' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape (the cancel event) and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside the panel', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    fireEvent.mouseDown(screen.getByRole('textbox'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps its title and actions in view while a long body scrolls (sticky inside the <dialog>, the box that scrolls)', () => {
    render(
      <Dialog open onClose={() => {}} title="Edit Tags" actions={<button>Done</button>}>
        <p>Many tags</p>
      </Dialog>,
    );
    // CSS modules are identity-mapped in jest: each class is its own name.
    const dialog = screen.getByRole('dialog');
    const actions = screen.getByRole('button', { name: 'Done' }).parentElement!;
    const header = screen.getByRole('heading', { name: 'Edit Tags' }).parentElement!;
    expect(actions).toHaveClass('actions');
    expect(header).toHaveClass('header');
    // Neither is inside the body that grows: they stick to the scrolling dialog's edges.
    expect(screen.getByText('Many tags').closest('.body')).not.toContainElement(actions);
    expect(dialog).toContainElement(actions);
    const css = readFileSync(path.join(__dirname, 'Dialog.module.css'), 'utf8');
    const rule = (selector: string) => new RegExp(`^\\${selector}\\s*\\{([^}]*)\\}`, 'm').exec(css)?.[1] ?? '';
    expect(rule('.dialog')).toMatch(/overflow-y:\s*auto/);
    expect(rule('.actions')).toMatch(/position:\s*sticky/);
    expect(rule('.actions')).toMatch(/bottom:\s*0/);
    expect(rule('.actions')).toMatch(/background:\s*var\(--color-surface\)/);
    expect(rule('.header')).toMatch(/position:\s*sticky/);
    expect(rule('.header')).toMatch(/top:\s*0/);
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
