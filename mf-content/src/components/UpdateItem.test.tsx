import { render, screen, within } from '@testing-library/react';
import type { ActivityLog } from 'mf-shared';
import { UpdateItem, updateDate } from './UpdateItem';

const funding: ActivityLog = {
  id: 1,
  activity_type: 'Funding',
  label_color: 'success',
  organization: { slug: 'focused-energy', logo: null, tag_group: 'Fusion Developers', display_name: 'Focused Energy', is_affiliate: false },
  project: null,
  funding_round: { amount_usd: 240_000_000, round_name: 'Series A' },
  recipient_organization: { slug: 'focused-energy', display_name: 'Focused Energy' },
  jobs_count: null,
  url: 'https://news.example/focused',
  created_at: '2025-06-02T00:00:00.000Z',
  created_at_precision: 'day',
};

const renderItem = (log: ActivityLog) => render(<UpdateItem log={log} />).container.querySelector('article')!;

describe('UpdateItem', () => {
  it('reads a funding round as one sentence: the linked organization, the amount in bold, the round', () => {
    const item = renderItem(funding);
    const sentence = within(item).getByRole('heading', { level: 2 });
    expect(sentence).toHaveTextContent(/^Focused Energy raised \$240M Series A$/);
    expect(within(sentence).getByRole('link', { name: 'Focused Energy' })).toHaveAttribute('href', '/organizations/focused-energy');
    expect(within(sentence).getByText('$240M').closest('strong')).not.toBeNull();
    // The recipient is the sentence's subject: not repeated as 'Recipient: Focused Energy'.
    expect(item).not.toHaveTextContent('Recipient');
    expect(within(item).getByRole('link', { name: /Announcement/ })).toHaveAttribute('href', 'https://news.example/focused');
    expect(within(item).getByText('Jun 2, 2025')).toHaveAttribute('datetime', '2025-06-02T00:00:00.000Z');
  });

  it("gives the organization's monogram its tag group's colour, as the directory's cards do", () => {
    const monogram = (log: ActivityLog) => renderItem(log).querySelector('[aria-label="Focused Energy logo"]') as HTMLElement;
    expect(monogram(funding).style.getPropertyValue('--logo-bg')).toMatch(/^var\(--color-logo-fusion-developers, /);
    const investor = monogram({ ...funding, organization: { ...funding.organization!, tag_group: 'Investors & Capital Providers' } });
    expect(investor.style.getPropertyValue('--logo-bg')).toMatch(/^var\(--color-logo-investors-capital-providers, /);
  });

  it('names a recipient that is another organization, and says an undisclosed amount in words', () => {
    const item = renderItem({
      ...funding,
      funding_round: { amount_usd: null, round_name: 'Seed', amount: null, currency: null, is_undisclosed: true },
      recipient_organization: { slug: 'fuse', display_name: 'Fuse Energy' },
    });
    expect(within(item).getByRole('heading')).toHaveTextContent(/^Focused Energy raised an undisclosed Seed$/);
    expect(item).not.toHaveTextContent('$0');
    expect(within(item).getByRole('link', { name: 'Fuse Energy' })).toHaveAttribute('href', '/organizations/fuse');
    expect(item).toHaveTextContent('Recipient: Fuse Energy');
  });

  it('reads jobs, projects, new organizations and status changes as sentences', () => {
    const base = { ...funding, funding_round: null, recipient_organization: null, url: null };
    const sentence = (log: ActivityLog) => {
      const { container, unmount } = render(<UpdateItem log={log} compact />);
      const text = within(container).getByRole('heading', { level: 3 }).textContent;
      unmount();
      return text;
    };
    expect(sentence({ ...base, activity_type: 'New Jobs', jobs_count: 3 })).toBe('Focused Energy posted 3 new jobs');
    expect(sentence({ ...base, activity_type: 'New Jobs', jobs_count: 1 })).toBe('Focused Energy posted 1 new job');
    expect(sentence({ ...base, activity_type: 'New Project', project: { slug: 'lffd', display_name: 'LFFD', media: [] } })).toBe(
      'Focused Energy takes part in the project LFFD',
    );
    expect(sentence({ ...base, activity_type: 'New Organization' })).toBe('Focused Energy is listed in the directory');
    expect(sentence({ ...base, activity_type: 'Acquired' })).toBe('Focused Energy was acquired');
  });

  it.each([
    ['year', '2025-01-01T00:00:00.000Z', '2025', '2025'],
    ['month', '2025-06-01T00:00:00.000Z', 'Jun 2025', '2025-06'],
    ['day', '2025-06-02T00:00:00.000Z', 'Jun 2, 2025', '2025-06-02T00:00:00.000Z'],
  ] as const)('a %s-precision date (%s) reads %s', (precision, createdAt, text, dateTime) => {
    expect(updateDate({ created_at: createdAt, created_at_precision: precision })).toEqual({ text, dateTime });
    renderItem({ ...funding, created_at: createdAt, created_at_precision: precision });
    const time = screen.getByText(text);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', dateTime);
    expect(screen.queryByText(/Jan 1/)).not.toBeInTheDocument();
  });
});
