import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson } from 'mf-shared';
import { fundingEntry, organizationDetail, ref } from '../../../test-utils/fixtures';
import { httpError, renderAreaAt, unapprovedError } from '../../../test-utils/renderArea';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

function serveDetail(detail: ReturnType<typeof organizationDetail>) {
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === `/api/v1/organizations/${detail.slug}/`) return detail;
    throw httpError(404);
  });
}

beforeEach(() => mockedGetJson.mockReset());

describe('/organizations/{slug}', () => {
  it("says 'undisclosed', never $0, for funding received with no USD figure (issue 23)", async () => {
    serveDetail(
      organizationDetail({
        total_funding: 0,
        total_funding_received_investment: 0,
        total_funding_received_nondilutive: 0,
        total_funding_undisclosed: true,
        funding_received_investment: [fundingEntry({ id: 300, amount_usd: null, amount: null, is_undisclosed: true })],
        funding_received_nondilutive: [],
      }),
    );
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total funding').nextSibling).toHaveTextContent(/^undisclosed$/);
    expect(within(totals).getByText('Funding received: investment').nextSibling).toHaveTextContent(/^undisclosed$/);
    // No non-dilutive round at all: nothing was left undisclosed.
    expect(within(totals).getByText('Funding received: non-dilutive').nextSibling).toHaveTextContent('$0');
  });

  it('an investor with no funding of its own leads with the rounds it joined, never a $0 tile', async () => {
    serveDetail(
      organizationDetail({
        slug: 'breakthrough-energy-ventures',
        display_name: 'Breakthrough Energy Ventures',
        tag_group: 'Investors & Capital Providers',
        organization_tags: [{ name: 'Venture Capital Firm' }],
        total_funding: 0,
        total_funding_received_investment: 0,
        total_funding_received_nondilutive: 0,
        total_projects: 0,
        total_jobs: 0,
        total_supply_chain_offerings: 0,
        funding_received_investment: [],
        funding_received_nondilutive: [],
        projects: [],
        projects_supplied: [],
        supply_chain: [],
        funding_provided_investment: [
          fundingEntry({ id: 1, amount_usd: 1_800_000_000, recipient_organization: ref(1, 'Commonwealth Fusion Systems') }),
          fundingEntry({ id: 2, amount_usd: 115_000_000, recipient_organization: ref(7, 'Zap Energy') }),
          fundingEntry({ id: 3, amount_usd: null, recipient_organization: ref(7, 'Zap Energy') }),
        ],
      }),
    );
    renderAreaAt('/organizations/breakthrough-energy-ventures');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const [tiles, zeros] = totals.querySelectorAll('dl');
    const pairs = (list: Element | undefined) =>
      [...(list?.querySelectorAll('dt') ?? [])].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs(tiles)).toEqual([
      ['Rounds joined', '3'],
      ['Portfolio companies', '2'],
      ['Capital in rounds joined', '$1.9B'],
    ]);
    expect(tiles).not.toHaveTextContent('$0');
    // Every total of spec 000 is still there, muted, in one row.
    expect(pairs(zeros)).toEqual([
      ['Total funding', '$0'],
      ['Funding received: investment', '$0'],
      ['Funding received: non-dilutive', '$0'],
      ['Projects', '0'],
      ['Supply chain offerings', '0'],
      ['Jobs', '0'],
    ]);
  });

  it('a developer leads with funding and machines; its zero totals show muted in one row', async () => {
    serveDetail(organizationDetail({ total_jobs: 0, total_supply_chain_offerings: 0, supply_chain: [], projects_supplied: [] }));
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    const [tiles, zeros] = totals.querySelectorAll('dl');
    expect([...tiles!.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Total funding',
      'Projects',
      'Funding received: investment',
      'Funding received: non-dilutive',
    ]);
    expect(zeros).toHaveTextContent('Supply chain offerings0Jobs0');
    expect(zeros).not.toHaveClass(tiles!.className);
    expect(zeros!.querySelectorAll('dt')).toHaveLength(2);
  });

  it('lists the articles about the organization, each linking its page (issue 24)', async () => {
    serveDetail({
      ...organizationDetail(),
      articles: [{ slug: 'sparc-first-plasma', title: 'SPARC nears first plasma', date: '2026-10-01' }],
    } as ReturnType<typeof organizationDetail>);
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const section = await screen.findByRole('region', { name: 'Articles' });
    expect(within(section).getByRole('link', { name: 'SPARC nears first plasma' })).toHaveAttribute('href', '/articles/sparc-first-plasma');
    expect(section).toHaveTextContent('October 1, 2026');
  });

  it('has no Articles section when nothing was written about it', async () => {
    serveDetail(organizationDetail());
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.queryByRole('region', { name: 'Articles' })).not.toBeInTheDocument();
  });

  it('shows identity, totals, people, funding, projects, supply chain and source', async () => {
    serveDetail(organizationDetail());
    renderAreaAt('/organizations/commonwealth-fusion-systems');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Commonwealth Fusion Systems (CFS)');
    expect(document.title).toMatch(/^Commonwealth Fusion Systems \|/);
    expect(mockedGetJson).toHaveBeenCalledWith('/api/v1/organizations/commonwealth-fusion-systems/', undefined, expect.anything());

    // Identity
    expect(screen.getByText('Devens, Massachusetts, United States')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'United States flag' })).toBeInTheDocument();
    expect(screen.getByText('2018')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cfs.energy' })).toHaveAttribute('href', 'https://cfs.energy/');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByText('Fusion Machine Developer')).toBeInTheDocument();

    // Totals
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total funding').nextSibling).toHaveTextContent('$2B');
    expect(within(totals).getByText('Funding received: investment').nextSibling).toHaveTextContent('$1.8B');
    expect(within(totals).getByText('Funding received: non-dilutive').nextSibling).toHaveTextContent('$15M');
    expect(within(totals).getByText('Jobs').nextSibling).toHaveTextContent('12');
    expect(within(totals).getByText('Supply chain offerings').nextSibling).toHaveTextContent('1');

    // People
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('CEO')).toBeInTheDocument();

    // Funding: date, round, amount, headline linked to the announcement, funders
    const funding = screen.getByRole('region', { name: 'Funding' });
    const investment = within(funding).getByRole('table', { name: 'Funding received: investment' });
    expect(investment).toHaveTextContent('Dec 1, 2021');
    expect(investment).toHaveTextContent('Series B');
    expect(investment).toHaveTextContent('$1.8B');
    expect(within(investment).getByRole('link', { name: 'CFS raises $1.8B' })).toHaveAttribute(
      'href',
      'https://example.com/news/cfs-series-b',
    );
    expect(within(funding).getByRole('table', { name: 'Funding received: non-dilutive' })).toHaveTextContent('US Department of Energy');

    // Projects, projects supplied, supply chain
    expect(screen.getByRole('link', { name: 'SPARC' })).toHaveAttribute('href', '/projects/sparc');
    expect(screen.getByText('Under Construction')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tokamak' })).toHaveAttribute('href', '/projects/#tokamak');
    expect(screen.getByRole('link', { name: 'ITER' })).toHaveAttribute('href', '/projects/iter');
    expect(screen.getByText('Magnets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'HTS Magnets' })).toHaveAttribute('href', '/supply-chain#magnets');
    expect(screen.getByRole('link', { name: 'HTS Magnets offering page' })).toHaveAttribute('href', 'https://cfs.energy/magnets');

    expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://example.com/source/cfs');
  });

  it('draws the funding timeline by year (investment and non-dilutive apart, cumulative on its own) with a table alternative', async () => {
    serveDetail(organizationDetail());
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const timeline = await screen.findByRole('figure', { name: 'Funding over time' });
    expect(timeline).toHaveAccessibleDescription('2 rounds received from 2021 to 2023, $1.8B disclosed in total.');
    expect(within(timeline).getByRole('list', { name: 'Legend' })).toHaveTextContent('InvestmentNon-dilutive funding');
    await userEvent.click(within(timeline).getByText('Show the data as a table'));
    const rows = within(within(timeline).getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Date', 'Round', 'Type', 'Amount', 'Cumulative'],
      ['Dec 1, 2021', 'Series B', 'Investment', '$1.8B', '$1.8B'],
      ['May 31, 2023', 'DOE Milestone Award', 'Non-dilutive', '$15M', '$1.8B'],
    ]);
    // The drawings: the years' bars, each titled with its amount and rounds; the running total in its own chart.
    await waitFor(() => expect(timeline.querySelectorAll('svg')).toHaveLength(6));
    const bars = timeline.querySelector('svg[data-chart="by-year"]')!;
    expect([...bars.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      '2021: $1.8B in 1 round: Series B',
      '2023: $15M in 1 round: DOE Milestone Award',
    ]);
    const cumulative = timeline.querySelector('svg[data-chart="cumulative"]')!;
    expect([...cumulative.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      'By the end of 2021: $1.8B in total',
      'By the end of 2022: $1.8B in total',
      'By the end of 2023: $1.8B in total',
    ]);
  });

  it("shows where the facts come from: the organization's sources and each round's, with 'verified on'", async () => {
    serveDetail(
      organizationDetail({
        sources: [{ url: 'https://example.com/source/cfs', title: 'CFS press kit', verified_on: '2025-05-20' }],
        funding_received_investment: [
          Object.assign(fundingEntry({ id: 100 }), {
            sources: [{ url: 'https://example.com/news/b', title: 'Series B report', verified_on: '2025-05-22' }],
          }),
        ],
      } as Partial<ReturnType<typeof organizationDetail>>),
    );
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'CFS press kit' })).toHaveAttribute('href', 'https://example.com/source/cfs');
    expect(sources).toHaveTextContent('verified on May 20, 2025');
    const roundSources = screen.getByRole('group', { name: 'Sources of Series B' });
    expect(within(roundSources).getByRole('link', { name: 'example.com: Series B report' })).toHaveAttribute(
      'href',
      'https://example.com/news/b',
    );
    expect(roundSources).toHaveTextContent('verified on May 22, 2025');
  });

  it('offers Compare, opening the comparison with this organization', async () => {
    serveDetail(organizationDetail());
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    expect(await screen.findByRole('link', { name: 'Compare Commonwealth Fusion Systems with others' })).toHaveAttribute(
      'href',
      '/compare?orgs=commonwealth-fusion-systems',
    );
  });

  it('for a non-affiliate shows the description and hides self_description and contact email', async () => {
    serveDetail(organizationDetail({ is_affiliate: false, self_description: 'Affiliate text', contact_email: 'sales@cfs.energy' }));
    renderAreaAt('/organizations/commonwealth-fusion-systems');

    const about = await screen.findByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('Our description of CFS.');
    expect(about).not.toHaveTextContent('Affiliate text');
    expect(screen.queryByText('sales@cfs.energy')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Affiliate member' })).not.toBeInTheDocument();
  });

  it('for an affiliate shows self_description instead of description, the contact email and the gold check', async () => {
    serveDetail(
      organizationDetail({
        is_affiliate: true,
        self_description: '<p>We build <strong>ARC</strong>.</p><script>window.hacked = true</script>',
        contact_email: 'sales@cfs.energy',
      }),
    );
    renderAreaAt('/organizations/commonwealth-fusion-systems');

    const about = await screen.findByRole('region', { name: 'About' });
    expect(about).toHaveTextContent('We build ARC.');
    expect(about).not.toHaveTextContent('Our description of CFS.');
    expect(about.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'sales@cfs.energy' })).toHaveAttribute('href', 'mailto:sales@cfs.energy');
    expect(screen.getAllByRole('img', { name: 'Affiliate member' }).length).toBeGreaterThan(0);
  });

  it('shows two funders per round, then "+ N More" reveals the rest', async () => {
    serveDetail(organizationDetail());
    renderAreaAt('/organizations/commonwealth-fusion-systems');

    const funders = await screen.findByRole('list', { name: 'Funders of Series B' });
    expect(
      within(funders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tiger Global', 'Google']);
    await userEvent.click(within(funders).getByRole('button', { name: '+ 2 More' }));
    expect(
      within(funders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tiger Global', 'Google', 'Bill Gates Ventures', 'Eni']);
  });

  it('labels a defunct funder in the funding table (issue 19)', async () => {
    const base = organizationDetail();
    const defunct = { status: 'defunct' as const, date: '2024-01-01', date_precision: 'year' as const, merged_into: null, ticker: null };
    serveDetail({
      ...base,
      funding_received_investment: base.funding_received_investment.map((round) => ({
        ...round,
        source_organizations: round.source_organizations.map((funder) =>
          funder.display_name === 'Google' ? { ...funder, status: defunct } : { ...funder, status: null },
        ),
      })),
    });
    renderAreaAt('/organizations/commonwealth-fusion-systems');

    const funders = await screen.findByRole('list', { name: 'Funders of Series B' });
    const [tiger, google] = within(funders).getAllByRole('listitem');
    expect(within(google!).getByRole('link', { name: 'Google' })).toBeInTheDocument();
    expect(within(google!).getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
    expect(tiger).not.toHaveTextContent('Defunct');
  });

  it('lists funding provided with its recipient and the other funders', async () => {
    serveDetail(
      organizationDetail({
        id: 50,
        slug: 'breakthrough-energy-ventures',
        display_name: 'Breakthrough Energy Ventures',
        acronym_name: null,
        funding_received_investment: [],
        funding_received_nondilutive: [],
        funding_provided_investment: [
          fundingEntry({
            id: 200,
            recipient_organization: ref(1, 'Commonwealth Fusion Systems'),
            source_organizations: [ref(50, 'Breakthrough Energy Ventures'), ref(2, 'Tiger Global'), ref(3, 'Google'), ref(5, 'Eni')],
          }),
        ],
      }),
    );
    renderAreaAt('/organizations/breakthrough-energy-ventures');

    const provided = await screen.findByRole('table', { name: 'Funding provided: investment' });
    expect(within(provided).getByRole('link', { name: 'Commonwealth Fusion Systems' })).toHaveAttribute(
      'href',
      '/organizations/commonwealth-fusion-systems',
    );
    const coFunders = within(provided).getByRole('list', { name: 'Co-funders of Series B' });
    expect(coFunders).not.toHaveTextContent('Breakthrough Energy Ventures');
    expect(within(coFunders).getByRole('button', { name: '+ 1 More' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Funding received: investment' })).not.toBeInTheDocument();
  });

  it("shows amounts honestly (USD 'converted from €20M', 'undisclosed' never $0), dates as precisely as known, and unpublished funders unlinked", async () => {
    serveDetail(
      organizationDetail({
        funding_received_investment: [
          fundingEntry({
            id: 301,
            round_name: 'Series E',
            amount_usd: 21_600_000,
            amount: 20_000_000,
            currency: 'EUR',
            amount_usd_note: 'converted from €20M',
            announcement_date: '2025-06-01',
            date_precision: 'month',
            source_organizations: [{ ...ref(9, 'Gone Capital'), slug: null }, ref(2, 'Tiger Global')],
          }),
          fundingEntry({
            id: 302,
            round_name: 'Seed',
            amount_usd: null,
            amount: null,
            currency: null,
            is_undisclosed: true,
            announcement_date: '2019-01-01',
            date_precision: 'year',
          }),
        ],
        funding_received_nondilutive: [],
      }),
    );
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const table = await screen.findByRole('table', { name: 'Funding received: investment' });
    const [, converted, undisclosed] = within(table).getAllByRole('row');
    expect(converted).toHaveTextContent('Jun 2025');
    expect(converted).not.toHaveTextContent('Jun 1, 2025');
    expect(converted).toHaveTextContent('$21.6M (converted from €20M)');
    const funders = within(converted!).getByRole('list', { name: 'Funders of Series E' });
    expect(within(funders).getByText('Gone Capital').closest('a')).toBeNull();
    expect(within(funders).getByRole('link', { name: 'Tiger Global' })).toHaveAttribute('href', '/organizations/tiger-global');
    expect(undisclosed).toHaveTextContent('2019');
    expect(undisclosed).not.toHaveTextContent('Jan 1, 2019');
    expect(undisclosed).toHaveTextContent('undisclosed');
    expect(undisclosed).not.toHaveTextContent('$0');
  });

  it('labels a defunct company on its page', async () => {
    serveDetail(
      organizationDetail({
        status: { status: 'defunct', date: '2024-01-01', date_precision: 'year', merged_into: null, ticker: null },
      }),
    );
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTitle('Defunct, 2024')).toHaveTextContent(/^Defunct/);
  });

  it('says "No record found" under Funding when there are no rounds', async () => {
    serveDetail(organizationDetail({ funding_received_investment: [], funding_received_nondilutive: [] }));
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const funding = await screen.findByRole('region', { name: 'Funding' });
    expect(funding).toHaveTextContent('No record found');
  });

  it('shows the not-found view for an unknown slug, in place', async () => {
    serveDetail(organizationDetail());
    renderAreaAt('/organizations/no-such-organization');
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/organizations/no-such-organization');
  });

  it('sends a visitor to /not-found (replacing the entry) when the organization is not approved yet', async () => {
    mockedGetJson.mockRejectedValue(unapprovedError('Organization not found.'));
    const entries = window.history.length;
    renderAreaAt('/organizations/new-org');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    expect(window.history.length).toBe(entries);
    // The shell owns /not-found (it shows the not-found view); the area renders nothing there.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(mockedGetJson).toHaveBeenCalledWith('/api/v1/organizations/new-org/', undefined, expect.anything());
  });

  it('sends a merged company to the company it merged into (replacing the entry)', async () => {
    serveDetail(
      organizationDetail({
        slug: 'helion',
        status: {
          status: 'merged',
          date: '2025-06-01',
          date_precision: 'month',
          merged_into: { slug: 'commonwealth-fusion-systems', name: 'Commonwealth Fusion Systems' },
          ticker: null,
        },
      }),
    );
    const entries = window.history.length;
    renderAreaAt('/organizations/helion');
    await waitFor(() => expect(window.location.pathname).toBe('/organizations/commonwealth-fusion-systems'));
    expect(window.history.length).toBe(entries);
  });

  it('offers Retry when loading fails for another reason', async () => {
    let detailCalls = 0;
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url !== '/api/v1/organizations/commonwealth-fusion-systems/') throw httpError(404); // the ledger section: none
      detailCalls += 1;
      if (detailCalls === 1) throw httpError(500);
      return organizationDetail();
    });
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Commonwealth Fusion Systems');
  });
});
