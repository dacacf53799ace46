import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJson } from 'mf-shared';
import { FUNDING_SUMMARY } from '../../../test-utils/directoryFixtures';
import { preloadPage, renderAreaAt } from '../../../test-utils/renderArea';
import type { FundingSummary } from '../api/fundingApi';
import { YEAR_CHART_SIZE, yearChartRatios, type ChartVariant } from '../../../components/charts/types';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => preloadPage('/funding'));

function serve(summary: FundingSummary = FUNDING_SUMMARY) {
  mockedGetJson.mockReset();
  mockedGetJson.mockImplementation(async (url: string) => {
    if (url === '/api/v1/funding/summary/') return summary;
    throw new Error(`unexpected call ${url}`);
  });
}

const summaryCalls = () => mockedGetJson.mock.calls.filter(([url]) => url === '/api/v1/funding/summary/').map(([, params]) => params);

/** A figure's table alternative (opened as a reader would) as rows of cell texts. */
async function tableRows(figureName: string): Promise<string[][]> {
  const figure = screen.getByRole('figure', { name: figureName });
  await userEvent.click(within(figure).getByText('Show the data as a table'));
  const table = within(figure).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('/funding', () => {
  it('shows the totals and asks for the summary with the URL filters', async () => {
    serve();
    renderAreaAt('/funding?type=investment&from=2021');
    expect(await screen.findByRole('heading', { level: 1, name: 'Funding' })).toBeInTheDocument();
    expect((await screen.findByText('Disclosed funding', { selector: 'dt' })).nextSibling).toHaveTextContent('$1.9B');
    expect(summaryCalls()).toEqual([{ type: 'investment', from: 2021 }]);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('investment');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('2021');
    expect(document.title).toMatch(/^Funding \|/);
  });

  it('each chart has labels and a table alternative with the same figures', async () => {
    serve();
    renderAreaAt('/funding');
    const byYear = await screen.findByRole('figure', { name: 'Disclosed funding by year' });
    expect(byYear).toHaveAccessibleDescription('$1.9B from 2021 to 2024; the largest year was 2021 with $1.8B.');
    expect(within(byYear).getByRole('list', { name: 'Legend' })).toHaveTextContent('Investment');
    expect(await tableRows('Disclosed funding by year')).toEqual([
      ['Year', 'Investment', 'Non-dilutive', 'Rounds', 'Cumulative'],
      ['2021', '$1.8B', '$0', '1', '$1.8B'],
      ['2022', '$0', '$0', '0', '$1.8B'],
      ['2023', '$0', '$5M', '1', '$1.8B'],
      ['2024', '$125M', '$0', '1', '$1.9B'],
    ]);
    expect(await tableRows('By country')).toEqual([
      ['Country', 'Disclosed funding', 'Rounds'],
      ['United States', '$1.8B', '2'],
      ['United Kingdom', '$125M', '1'],
    ]);
    expect(await tableRows('By confinement concept')).toEqual([
      ['Concept', 'Disclosed funding', 'Rounds'],
      ['Tokamak', '$1.9B', '3'],
    ]);
    // The drawings (SVG, hidden from assistive technology: the caption and the table say it).
    await waitFor(() => expect(byYear.querySelectorAll('svg')).toHaveLength(6)); // bars and cumulative, three widths
    expect(byYear.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(byYear.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(8);
  });

  it('draws from the first year with money, a long run without rounds as one slot, a title on every bar and point, one y axis per chart', async () => {
    const year = (y: number, investment: number, rounds: number) => ({ year: y, investment_usd: investment, non_dilutive_usd: 0, rounds });
    serve({
      ...FUNDING_SUMMARY,
      by_year: [
        year(2014, 0, 1), // undisclosed: counted in the table, not drawn
        year(2015, 0, 0),
        year(2016, 2_000_000, 2),
        ...[2017, 2018, 2019, 2020].map((y) => year(y, 0, 0)),
        year(2021, 1_800_000_000, 1),
      ],
    });
    renderAreaAt('/funding');
    const byYear = await screen.findByRole('figure', { name: 'Disclosed funding by year' });
    expect(byYear).toHaveAccessibleDescription(/ from 2016 to 2021;/);
    await waitFor(() => expect(byYear.querySelectorAll('svg')).toHaveLength(6));
    const bars = byYear.querySelector('svg[data-chart="by-year"]')!;
    const texts = (svg: Element) => [...svg.querySelectorAll('text')].map((text) => text.textContent ?? '');
    expect(texts(bars).filter((text) => !text.startsWith('$'))).toEqual(['2016', '2017–20', '2021']);
    expect([...bars.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      '2016: $2M in 2 rounds',
      '2017–2020: no rounds',
      '2021: $1.8B in 1 round',
    ]);
    const cumulative = byYear.querySelector('svg[data-chart="cumulative"]')!;
    expect([...cumulative.querySelectorAll('circle > title')].map((title) => title.textContent)).toEqual([
      'By the end of 2016: $2M in total',
      'By the end of 2021: $1.8B in total',
    ]);
    // The space reserved for the drawings is theirs.
    for (const [variant, size] of Object.entries(YEAR_CHART_SIZE))
      expect(yearChartRatios[variant as ChartVariant]).toBeCloseTo(size.width / (size.height + size.cumulative));
    // One y axis per chart: every money label of a drawing stands in one column, at its left.
    for (const svg of byYear.querySelectorAll('svg')) {
      const columns = [...svg.querySelectorAll('text')]
        .filter((text) => text.textContent?.startsWith('$'))
        .map((text) => text.getAttribute('x'));
      expect(new Set(columns)).toEqual(new Set(['-6']));
    }

    // The pointer on a bar shows its title at once (and sets the browser's own slower tooltip aside).
    await userEvent.hover(bars.querySelector('[data-mark] rect')!);
    expect(await screen.findByText('2016: $2M in 2 rounds', { selector: 'div' })).toBeVisible();
    expect(bars.querySelector('title')).toHaveTextContent(/^$/);
    await userEvent.unhover(bars.parentElement!.parentElement!);
    expect(screen.getByText('2016: $2M in 2 rounds', { selector: 'div' })).not.toBeVisible();
    expect(bars.querySelector('title')).toHaveTextContent('2016: $2M in 2 rounds');
  });

  it('lists the largest rounds with their sources', async () => {
    serve();
    renderAreaAt('/funding');
    const section = await screen.findByRole('region', { name: 'Largest rounds' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual(['$1.8B', '$125M', '$5M']);
    expect(within(rows[0]!).getByRole('link', { name: 'Commonwealth Fusion Systems' })).toHaveAttribute(
      'href',
      '/organizations/commonwealth-fusion-systems',
    );
    const sources = within(rows[0]!).getByRole('group', { name: /Sources of/ });
    expect(within(sources).getByRole('link', { name: 'example.com: CFS announcement' })).toHaveAttribute(
      'href',
      'https://example.com/cfs-b',
    );
    expect(sources).toHaveTextContent('verified on May 22, 2025');
  });

  it('labels a merged recipient in the largest rounds (issue 19)', async () => {
    const merged = {
      status: 'merged' as const,
      date: '2025-06-01',
      date_precision: 'month' as const,
      merged_into: { slug: 'helion', name: 'Helion' },
      ticker: null,
    };
    const [first, ...rest] = FUNDING_SUMMARY.largest_rounds;
    serve({
      ...FUNDING_SUMMARY,
      largest_rounds: [{ ...first!, recipient_organization: { ...first!.recipient_organization, status: merged } }, ...rest],
    });
    renderAreaAt('/funding');
    const section = await screen.findByRole('region', { name: 'Largest rounds' });
    const rows = within(section).getAllByRole('row').slice(1);
    const organization = within(rows[0]!).getAllByRole('cell')[1]!;
    expect(within(organization).getByRole('link', { name: first!.recipient_organization.display_name })).toBeInTheDocument();
    expect(within(organization).getByTitle('Merged into Helion, June 2025')).toHaveTextContent(/^Merged/);
    expect(rows[1]).not.toHaveTextContent('Merged');
  });

  it('a filter change goes into the URL and asks again; the downloads follow it', async () => {
    serve();
    renderAreaAt('/funding');
    await screen.findByText('Disclosed funding', { selector: 'dt' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await waitFor(() => expect(window.location.search).toBe('?country=GB'));
    await waitFor(() => expect(summaryCalls().at(-1)).toEqual({ country: 'GB' }));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/v1/exports/funding-rounds.csv?country=GB');
    expect(screen.getByRole('link', { name: /as JSON/ })).toHaveAttribute('href', '/api/v1/exports/funding-rounds.json?country=GB');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/funding');
  });

  it('states the counting rule: its total against the FIA reference, cut-off day, rounds without USD and known gaps', async () => {
    serve();
    renderAreaAt('/funding?country=GB'); // the rule ignores the filters
    const rule = await screen.findByRole('region', { name: 'What the total counts' });
    expect(rule).toHaveTextContent(
      '$7.5B to 48 private fusion developers, announced by July 31, 2025: 76% of the $9.8B counted by FIA 2025 report.',
    );
    expect(within(rule).getByRole('link', { name: 'FIA 2025 report' })).toHaveAttribute('href', 'https://example.org/fia-2025');
    expect(within(rule).getByText(/committed amounts only/)).toBeInTheDocument();
    expect(rule).toHaveTextContent('23 of the 120 rounds it counts have no US-dollar figure');
    expect(
      within(within(rule).getByRole('list', { name: 'Known gaps, left out of the total:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FUNDING_SUMMARY.counting_rule.known_gaps);
  });

  it('states the counting rule even when no round matches the filters', async () => {
    serve({
      ...FUNDING_SUMMARY,
      totals: { amount_usd: 0, rounds: 0, disclosed_rounds: 0, organizations: 0 },
      by_year: [],
      largest_rounds: [],
    });
    renderAreaAt('/funding?concept=frc');
    expect(await screen.findByText('No record found')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What the total counts' })).toHaveTextContent('$7.5B');
  });

  it("says 'No record found' when no round matches", async () => {
    serve({
      ...FUNDING_SUMMARY,
      totals: { amount_usd: 0, rounds: 0, disclosed_rounds: 0, organizations: 0 },
      by_year: [],
      largest_rounds: [],
    });
    renderAreaAt('/funding?concept=frc');
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
