import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analytics, getJson, type AnalyticsEvent } from 'mf-shared';
import { REAL_JOB, JOBS } from '../../../test-utils/fixtures';
import { answerFromFixtures, renderAreaAt } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));

let calls: string[];
beforeEach(() => {
  (getJson as jest.Mock).mockReset();
  calls = answerFromFixtures();
});
afterEach(() => {
  jest.useRealTimers();
});

const jobCards = () => within(screen.getByRole('tabpanel')).queryAllByRole('article');
const listCalls = () => calls.filter((url) => url.startsWith('/api/v1/jobs/?'));

describe('/jobs', () => {
  it("lists jobs with 'Displaying {count} jobs'; 'LOAD MORE' appends the next page", async () => {
    renderAreaAt('/jobs');
    expect(await screen.findByText('Displaying 25 jobs')).toBeInTheDocument();
    expect(jobCards()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    await waitFor(() => expect(jobCards()).toHaveLength(25));
    expect(jobCards()[0]).toHaveTextContent('Engineer 1');
    expect(listCalls()).toEqual(['/api/v1/jobs/?tag=all&page_size=20', '/api/v1/jobs/?tag=all&page_size=20&page=2']);
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).not.toBeInTheDocument();
    expect(screen.getByText('Displaying 25 jobs')).toBeInTheDocument();
  });

  it("labels demo postings 'Sample listing' and real ones not", async () => {
    calls = answerFromFixtures({ jobs: [REAL_JOB, ...JOBS.slice(0, 2)] });
    renderAreaAt('/jobs');
    await screen.findByText('Displaying 3 jobs');
    const [real, sample] = jobCards();
    expect(real).not.toHaveTextContent('Sample listing');
    expect(sample).toHaveTextContent('Sample listing');
    expect(within(sample!).getByRole('link')).toHaveAccessibleName(/Sample listing/);
    expect(within(real!).getByRole('link')).toHaveAttribute('href', 'https://careers.example/99');
  });

  it('labels a job of a defunct company next to its name (issue 19)', async () => {
    const defunct = { status: 'defunct' as const, date: '2024-01-01', date_precision: 'year' as const, merged_into: null, ticker: null };
    calls = answerFromFixtures({ jobs: [{ ...REAL_JOB, organization: { ...REAL_JOB.organization, status: defunct } }, JOBS[0]!] });
    renderAreaAt('/jobs');
    await screen.findByText('Displaying 2 jobs');
    const [closed, open] = jobCards();
    expect(within(closed!).getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
    expect(closed).toHaveTextContent('Tokamak Energy');
    expect(open).not.toHaveTextContent('Defunct');
  });

  it("gives the company's monogram its tag group's colour, as the directory's cards do", async () => {
    const supplier = { ...REAL_JOB, organization: { ...REAL_JOB.organization, tag_group: 'Supply Chain & Services' } };
    calls = answerFromFixtures({ jobs: [supplier, JOBS[0]!] });
    renderAreaAt('/jobs');
    await screen.findByText('Displaying 2 jobs');
    const [first, second] = jobCards();
    const monogram = (card: HTMLElement, name: string) => card.querySelector(`[aria-label="${name} logo"]`) as HTMLElement;
    expect(monogram(first!, 'Tokamak Energy').style.getPropertyValue('--logo-bg')).toMatch(/^var\(--color-logo-supply-chain-services, /);
    expect(monogram(second!, 'Commonwealth Fusion Systems').style.getPropertyValue('--logo-bg')).toMatch(
      /^var\(--color-logo-fusion-developers, /,
    );
  });

  it('offers the tag tabs with All first; the hash selects the tab and a tab writes the hash', async () => {
    renderAreaAt('/jobs#science-research');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Engineering2', 'Science & Research1']);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Science & Research/ })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(listCalls()).toContain('/api/v1/jobs/?tag=science-research&page_size=20'));

    await userEvent.click(screen.getByRole('tab', { name: /Engineering/ }));
    expect(window.location.hash).toBe('#engineering');
    expect(screen.getByRole('tab', { name: /Engineering/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(listCalls()).toContain('/api/v1/jobs/?tag=engineering&page_size=20'));
  });

  it("sends 'What' and 'Where' as search and location, debounced by 500 ms", async () => {
    jest.useFakeTimers();
    renderAreaAt('/jobs');
    await act(() => jest.advanceTimersByTimeAsync(0));
    await screen.findByText('Displaying 25 jobs');
    const before = listCalls().length;

    fireEvent.change(screen.getByRole('searchbox', { name: 'What' }), { target: { value: 'engi' } });
    await act(() => jest.advanceTimersByTimeAsync(300));
    fireEvent.change(screen.getByRole('searchbox', { name: 'What' }), { target: { value: 'engineer 1' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Where' }), { target: { value: 'Devens' } });
    await act(() => jest.advanceTimersByTimeAsync(499));
    expect(listCalls()).toHaveLength(before); // nothing sent while typing
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(listCalls().slice(before)).toEqual(['/api/v1/jobs/?search=engineer+1&location=Devens&tag=all&page_size=20']);
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Displaying 11 jobs')).toBeInTheDocument();
  });

  it("shows 'No record found' and 'Displaying 0 jobs' when nothing matches", async () => {
    renderAreaAt('/jobs');
    await screen.findByText('Displaying 25 jobs');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Where' }), 'Antarctica');
    expect(await screen.findByText('No record found', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText('Displaying 0 jobs')).toBeInTheDocument();
  });

  it('filters by organization from the query (/jobs?organization=…, linked from the updates)', async () => {
    calls = answerFromFixtures({ jobs: [REAL_JOB, ...JOBS.slice(0, 2)] });
    renderAreaAt('/jobs?organization=tokamak-energy');
    expect(await screen.findByText('Displaying 1 jobs')).toBeInTheDocument();
    expect(screen.getByText('Tokamak Energy', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all jobs' })).toHaveAttribute('href', '/jobs');
    expect(listCalls()).toEqual(['/api/v1/jobs/?tag=all&organization=tokamak-energy&page_size=20']);
  });

  describe('job click analytics (Company, Job Title, Job Tag)', () => {
    let sent: AnalyticsEvent[][];
    let previous: ReturnType<typeof analytics.setSink>;
    beforeEach(() => {
      sent = [];
      previous = analytics.setSink({ send: (events) => void sent.push(events) });
    });
    afterEach(() => {
      analytics.setSink(previous);
      delete (navigator as { doNotTrack?: string }).doNotTrack;
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    });

    it('records a click on a job', async () => {
      renderAreaAt('/jobs');
      await screen.findByText('Displaying 25 jobs');
      const link = within(jobCards()[1]!).getByRole('link');
      link.addEventListener('click', (event) => event.preventDefault()); // stay on the page
      await userEvent.click(link);
      await analytics.flush();
      expect(sent).toEqual([
        [
          {
            type: 'job_click',
            path: '/jobs',
            properties: { Company: 'Commonwealth Fusion Systems', 'Job Title': 'Engineer 2', 'Job Tag': '⚙️ Engineering' },
          },
        ],
      ]);
    });

    it.each([
      ['Do-Not-Track', () => Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' })],
      ['Global Privacy Control', () => Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true })],
    ])('records nothing under %s', async (_name, optOut) => {
      optOut();
      renderAreaAt('/jobs');
      await screen.findByText('Displaying 25 jobs');
      const link = within(jobCards()[0]!).getByRole('link');
      link.addEventListener('click', (event) => event.preventDefault());
      await userEvent.click(link);
      await analytics.flush();
      expect(sent).toEqual([]);
    });
  });
});
