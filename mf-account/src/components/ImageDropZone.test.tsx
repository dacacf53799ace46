import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageDropZone } from './ImageDropZone';

const png = (name = 'logo.png') => new File(['png'], name, { type: 'image/png' });

function renderZone(multiple = false) {
  const onFiles = jest.fn();
  render(
    <>
      <button type="button">Before</button>
      <ImageDropZone
        id="logo-data"
        label="Upload a logo"
        hint="PNG, JPG, SVG or WebP, up to 10 MB."
        multiple={multiple}
        onFiles={onFiles}
      />
    </>,
  );
  const input = screen.getByLabelText('Upload a logo');
  return { onFiles, input, zone: input.parentElement! };
}

/** A drag event carrying `files` (jsdom has no DataTransfer). */
function drag(type: 'dragEnter' | 'dragOver' | 'dragLeave' | 'drop', target: Element, files: File[], types = ['Files']) {
  const event = createEvent[type](target);
  Object.defineProperty(event, 'dataTransfer', { value: { files, types, dropEffect: 'none' } });
  fireEvent(target, event);
  return event;
}

describe('ImageDropZone', () => {
  it('is a native file input, labelled, described by the accepted types, and reached with Tab', async () => {
    const { input } = renderZone();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(input).toHaveAccessibleDescription('PNG, JPG, SVG or WebP, up to 10 MB.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    // Focused, the browser opens its picker with Enter or Space.
    expect(input).toHaveFocus();
  });

  it('passes on the files chosen with the picker (a click anywhere on the zone opens it)', async () => {
    const { onFiles } = renderZone();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByText('Upload a logo'), png('cfs.png'));
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'cfs.png' })]);
  });

  it('highlights while files are dragged over it, and takes the dropped file (the first, for one image)', () => {
    const { onFiles, zone } = renderZone();
    drag('dragEnter', zone, []);
    expect(zone).toHaveClass('dragging');
    expect(zone).toHaveTextContent('Drop to add');
    // Allowed to drop here: the browser would otherwise open the file and leave the screen.
    expect(drag('dragOver', zone, []).defaultPrevented).toBe(true);
    drag('dragLeave', zone, []);
    expect(zone).not.toHaveClass('dragging');

    drag('dragEnter', zone, []);
    const dropped = drag('drop', zone, [png('a.png'), png('b.png')]);
    expect(dropped.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' })]);
    expect(zone).not.toHaveClass('dragging');
  });

  it('takes every dropped file when it adds several, and ignores a drag of text', () => {
    const { onFiles, zone } = renderZone(true);
    drag('dragEnter', zone, [], ['text/plain']);
    expect(zone).not.toHaveClass('dragging');
    drag('drop', zone, [png('a.png'), png('b.png')]);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.png' })]);
  });
});
