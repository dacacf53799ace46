import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson } from 'mf-shared';
import { answerFromFixtures, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));

let calls: string[];
beforeEach(() => {
  (getJson as jest.Mock).mockReset();
  calls = answerFromFixtures();
});

const items = () => within(screen.getByRole('region', { name: 'Updates' })).getAllByRole('article');
const itemOf = (name: string) => screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('article')!;

describe('/updates', () => {
  it("lists the activity feed; 'LOAD MORE' appends the next page", async () => {
    renderAreaAt('/updates');
    await screen.findByRole('heading', { name: /^Organization 100/ });
    expect(items()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await screen.findByRole('heading', { name: /^Organization 71/ });
    expect(items()).toHaveLength(30);
    expect(items()[0]).toHaveTextContent('Organization 100');
    expect(calls).toEqual(['/api/v1/activity-logs/?page_size=20', '/api/v1/activity-logs/?page_size=20&page=2']);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
  });

  it('shows a funding update as one sentence: organization (the recipient) with logo and gold check, label, amount and round, link, date', async () => {
    renderAreaAt('/updates');
    await screen.findByRole('heading', { name: /^Organization 100/ });
    const item = itemOf('Organization 100');
    // One link to the recipient, the sentence's subject: its name is not repeated as 'Recipient: …'.
    const subject = within(item).getByRole('link', { name: 'Organization 100' });
    expect(subject).toHaveAttribute('href', '/organizations/org-100');
    expect(subject.closest('h2')).toHaveTextContent(/^Organization 100 Affiliate member raised \$240M Series A$/);
    expect(within(item).getByRole('img', { name: 'Affiliate member' })).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Organization 100 logo', hidden: true })).toBeInTheDocument();
    const label = within(item).getByText('Funding');
    expect(label.className).toMatch(/label-success/);
    expect(within(item).getByText('$240M').closest('strong')).not.toBeNull();
    expect(item).not.toHaveTextContent('Recipient');
    const link = within(item).getByRole('link', { name: /Announcement/ });
    expect(link).toHaveAttribute('href', 'https://news.example/round');
    expect(link).toHaveAttribute('target', '_blank');
    expect(item).toHaveTextContent('Nov 28, 2026');
  });

  it('shows the jobs count with its link, and a project update with its project', async () => {
    renderAreaAt('/updates');
    await screen.findByRole('heading', { name: /^Organization 99/ });
    const jobs = itemOf('Organization 99');
    expect(within(jobs).getByText('New Jobs').className).toMatch(/label-info/);
    expect(jobs).toHaveTextContent('Organization 99 posted 2 new jobs');
    expect(within(jobs).getByRole('link', { name: /View jobs/ })).toHaveAttribute('href', '/jobs?organization=org-99');
    const project = itemOf('Organization 98');
    expect(within(project).getByText('New Project').className).toMatch(/label-review/);
    expect(within(project).getByRole('link', { name: 'Project 98' })).toHaveAttribute('href', '/projects/project-98');
    expect(project).toHaveTextContent('Organization 98 takes part in the project Project 98');
  });

  it('shows a year-dated update as its year, never as 1 January', async () => {
    renderAreaAt('/updates');
    await screen.findByRole('heading', { name: /^Organization 97/ });
    const founded = itemOf('Organization 97');
    expect(within(founded).getByText('New Organization')).toBeInTheDocument();
    expect(founded.querySelector('time')).toHaveTextContent(/^1993$/);
    expect(founded.querySelector('time')).toHaveAttribute('datetime', '1993');
    expect(founded).not.toHaveTextContent('Jan 1');
  });

  it("shows an undisclosed amount as 'undisclosed' (never $0), a converted one with its note, and an article update", async () => {
    const log = (id: number, overrides: object) => ({
      id,
      activity_type: 'Funding',
      label_color: 'success',
      organization: { slug: `org-${id}`, logo: null, display_name: `Company ${id}`, is_affiliate: false },
      project: null,
      funding_round: null,
      recipient_organization: null,
      jobs_count: null,
      url: null,
      created_at: '2026-11-20T00:00:00.000Z',
      created_at_precision: 'day',
      ...overrides,
    });
    (getJson as jest.Mock).mockImplementation(async (url: string) => {
      if (!url.startsWith('/api/v1/activity-logs/')) throw new Error(`unexpected call ${url}`);
      return {
        next: null,
        results: [
          log(1, { funding_round: { amount_usd: null, round_name: 'Seed', amount: null, currency: null, is_undisclosed: true } }),
          log(2, {
            funding_round: {
              amount_usd: 21_600_000,
              round_name: 'Series A',
              amount: 20_000_000,
              currency: 'EUR',
              amount_usd_note: 'converted from €20M',
            },
          }),
          log(3, {
            activity_type: 'New Article',
            label_color: 'info',
            organization: null,
            article: { slug: 'a-story', title: 'A Story' },
            url: '/articles/a-story',
          }),
        ],
      };
    });
    renderAreaAt('/updates');
    await screen.findByRole('heading', { name: /^Company 1/ });
    expect(itemOf('Company 1')).toHaveTextContent('Company 1 raised an undisclosed Seed');
    expect(itemOf('Company 1')).not.toHaveTextContent('$0');
    expect(itemOf('Company 2')).toHaveTextContent('Company 2 raised $21.6M (converted from €20M) Series A');
    const article = itemOf('A Story');
    expect(within(article).getByRole('link', { name: 'A Story' })).toHaveAttribute('href', '/articles/a-story');
    expect(within(article).getByRole('link', { name: /Read article/ })).toHaveAttribute('href', '/articles/a-story');
  });

  it("shows 'No record found' for an empty feed", async () => {
    answerFromFixtures({ logs: [] });
    renderAreaAt('/updates');
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
