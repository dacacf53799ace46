import { screen, within } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { organizationDetail } from '../test-utils/fixtures';
import { httpError, renderAreaAt } from '../test-utils/renderArea';
import { LEDGER, CFS_Q_SCI } from '../test-utils/milestoneFixtures';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeEach(() => mockedGetJson.mockReset());

describe('the ledger section of an organization page', () => {
  it("asks for the organization's milestones and shows each claim, its status and its history", async () => {
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/organizations/commonwealth-fusion-systems/') return organizationDetail();
      if (url === '/api/v1/milestones/') return { ...LEDGER, milestones: [CFS_Q_SCI] };
      throw httpError(404);
    });
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    const section = await screen.findByRole('region', { name: 'Milestones' });
    expect(mockedGetJson.mock.calls.find(([url]) => url === '/api/v1/milestones/')?.[1]).toEqual({
      organization: 'commonwealth-fusion-systems',
    });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent('Q_sci > 1Pending');
    expect(section).toHaveTextContent('Promised for 2027, said March 3, 2026 (SPARC)');
    expect(within(section).getByRole('list', { name: 'Earlier promised dates' })).toHaveTextContent('Moved from 2025');
    // The anchor a follower's alert links to (/organizations/…#milestone-1).
    expect(section.querySelector(`#milestone-${CFS_Q_SCI.id}`)).toHaveTextContent('Promised for 2027');
    expect(within(section).getByRole('link', { name: 'Every developer’s milestones' })).toHaveAttribute('href', '/progress/milestones');
  });

  it('is absent when the organization has no milestone (or the API does not know it)', async () => {
    mockedGetJson.mockImplementation(async (url: string) => {
      if (url === '/api/v1/organizations/commonwealth-fusion-systems/') return organizationDetail();
      throw httpError(404);
    });
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Commonwealth Fusion Systems');
    expect(screen.queryByRole('region', { name: 'Milestones' })).not.toBeInTheDocument();
  });
});
