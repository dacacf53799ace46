// docs/product/directory.md §5 on the detail pages: the API answers an unapproved entry
// only to its approved claimers and staff (is_approved false → the purple banner, in the server
// HTML too: approvalVisibility.server.test.tsx); everyone else gets 404 { reason: 'unapproved' }
// → sent to /not-found. An unknown slug (404 without reason) is the not-found view in place.
import { screen, waitFor } from '@testing-library/react';
import { getJson } from 'mf-shared';
import { projectDetail } from '../test-utils/directoryFixtures';
import { organizationDetail } from '../test-utils/fixtures';
import { httpError, preloadPage, renderAreaAt, unapprovedError } from '../test-utils/renderArea';
import { UNDER_REVIEW_TEXT } from '../components/UnderReviewBanner';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), getJson: jest.fn() }));
const mockedGetJson = getJson as jest.MockedFunction<typeof getJson>;

beforeAll(() => Promise.all([preloadPage('/organizations/:slug'), preloadPage('/projects/:slug')]));
beforeEach(() => {
  mockedGetJson.mockReset();
});

describe('organization under review', () => {
  it('shows the purple banner to those the API answers (is_approved false)', async () => {
    mockedGetJson.mockResolvedValue(organizationDetail({ slug: 'new-org', is_approved: false }));
    renderAreaAt('/organizations/new-org');
    expect(await screen.findByText(UNDER_REVIEW_TEXT)).toBeInTheDocument();
    expect(UNDER_REVIEW_TEXT).toBe('This page is under review for approval. It is currently only visible to you.');
  });

  it('no banner on an approved organization', async () => {
    mockedGetJson.mockResolvedValue(organizationDetail());
    renderAreaAt('/organizations/commonwealth-fusion-systems');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(UNDER_REVIEW_TEXT)).not.toBeInTheDocument();
  });

  it('everyone else is sent to /not-found', async () => {
    mockedGetJson.mockRejectedValue(unapprovedError());
    renderAreaAt('/organizations/new-org');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
    expect(screen.queryByText(UNDER_REVIEW_TEXT)).not.toBeInTheDocument();
  });

  it('an unknown slug (404 without reason): the not-found view in place', async () => {
    mockedGetJson.mockRejectedValue(httpError(404));
    renderAreaAt('/organizations/no-such-org');
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/organizations/no-such-org');
  });
});

describe('project under review', () => {
  it('shows the purple banner and the claim slot', async () => {
    mockedGetJson.mockResolvedValue(projectDetail({ slug: 'new-machine', is_approved: false }));
    const { container } = renderAreaAt('/projects/new-machine');
    expect(await screen.findByText(UNDER_REVIEW_TEXT)).toBeInTheDocument();
    expect(container.querySelector('[data-claim-slot]')).toBeInTheDocument();
  });
});
