import { render, screen } from '@testing-library/react';
import { OrganizationStatusPill } from './OrganizationStatusPill';

const status = (overrides: object) => ({
  status: 'defunct' as const,
  date: '2024-01-01',
  date_precision: 'year' as const,
  merged_into: null,
  ticker: null,
  ...overrides,
});

it('labels a defunct, merged or acquired company, with what and when in its title', () => {
  const { rerender } = render(<OrganizationStatusPill status={status({})} />);
  expect(screen.getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
  rerender(
    <OrganizationStatusPill
      status={status({ status: 'merged', date: '2025-06-01', date_precision: 'month', merged_into: { slug: null, name: 'CFS' } })}
    />,
  );
  expect(screen.getByTitle('Merged into CFS, June 2025')).toHaveTextContent(/^Merged/);
  rerender(<OrganizationStatusPill status={status({ status: 'acquired', date: '2025-06-14', date_precision: 'day' })} />);
  expect(screen.getByTitle('Acquired, June 14, 2025')).toBeInTheDocument();
});

it('shows nothing for an active or public company, or without a status', () => {
  for (const value of [status({ status: 'active' }), status({ status: 'public', ticker: 'X' }), null, undefined]) {
    const { container, unmount } = render(<OrganizationStatusPill status={value} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
  }
});
