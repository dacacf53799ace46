import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postJson } from 'mf-shared';
import { renderAreaAt } from '../../../test-utils/renderArea';
import { BAD_LINK } from './NewsletterLinkPage';

jest.mock('mf-shared', () => ({ ...jest.requireActual('mf-shared'), postJson: jest.fn() }));

beforeEach(() => (postJson as jest.Mock).mockReset().mockResolvedValue({ message: 'Done by the API.' }));

describe('the newsletter link pages (signed out)', () => {
  it('/newsletter/confirm asks first, then posts the link and shows the answer', async () => {
    renderAreaAt('/newsletter/confirm?s=12&token=1700000000-abc');
    expect(await screen.findByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    expect(postJson).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(postJson).toHaveBeenCalledWith('/api/v1/newsletter/confirm/', { s: 12, token: '1700000000-abc' });
    expect(await screen.findByRole('status')).toHaveTextContent('Done by the API.');
  });

  it('/newsletter/unsubscribe posts to the one-click address', async () => {
    renderAreaAt('/newsletter/unsubscribe?s=7&token=ab%2Bcd');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(postJson).toHaveBeenCalledWith('/api/v1/newsletter/unsubscribe/?s=7&token=ab%2Bcd');
  });

  it('an incomplete link says so, with no button', async () => {
    renderAreaAt('/newsletter/unsubscribe?s=7');
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_LINK);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
