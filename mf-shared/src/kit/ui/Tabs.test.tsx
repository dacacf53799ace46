import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'all', label: 'All', count: 1200 },
  { id: 'funders', label: 'Funders', count: 40 },
  { id: 'government', label: 'Government' },
];

function ControlledTabs({ onChange }: { onChange?: (id: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <Tabs
      ariaLabel="Organization types"
      items={items}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('renders an accessible tab list with counts and one tab in the Tab order', () => {
    render(<ControlledTabs />);
    expect(screen.getByRole('tablist', { name: 'Organization types' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveTextContent('1,200');
  });

  it('moves focus and selection with the arrow keys, wrapping, and Home/End', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ControlledTabs onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /All/ })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const funders = screen.getByRole('tab', { name: /Funders/ });
    expect(funders).toHaveFocus();
    expect(funders).toHaveAttribute('aria-selected', 'true');
    expect(funders).toHaveAttribute('tabindex', '0');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Government' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('government');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<ControlledTabs />);
    await user.click(screen.getByRole('tab', { name: 'Government' }));
    expect(screen.getByRole('tab', { name: 'Government' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tabs in one scrolling row (below the mobile breakpoint)', () => {
  /** Lays the row out as a phone would: 100 px wide, each tab 80 px side by side. */
  function layOut(list: HTMLElement) {
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 100 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 240 });
    screen.getAllByRole('tab').forEach((tab, index) => {
      Object.defineProperty(tab, 'offsetLeft', { configurable: true, value: index * 80 });
      Object.defineProperty(tab, 'offsetWidth', { configurable: true, value: 80 });
    });
  }

  it('scrolls the row (not the page) so the selected tab shows, back and forth', () => {
    const { rerender } = render(<Tabs ariaLabel="Kinds" items={items} value="all" onChange={() => undefined} />);
    const list = screen.getByRole('tablist');
    layOut(list);
    rerender(<Tabs ariaLabel="Kinds" items={items} value="government" onChange={() => undefined} />);
    expect(list.scrollLeft).toBe(140); // its end (240) at the row's right edge
    rerender(<Tabs ariaLabel="Kinds" items={items} value="funders" onChange={() => undefined} />);
    expect(list.scrollLeft).toBe(80); // its start at the row's left edge
  });

  it('leaves a row that fits alone', () => {
    const { rerender } = render(<Tabs ariaLabel="Kinds" items={items} value="all" onChange={() => undefined} />);
    const list = screen.getByRole('tablist');
    layOut(list);
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 100 });
    rerender(<Tabs ariaLabel="Kinds" items={items} value="government" onChange={() => undefined} />);
    expect(list.scrollLeft).toBe(0);
  });
});
