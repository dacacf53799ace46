import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaErrorBoundary } from './AreaErrorBoundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('boom');
  return <p>Recovered content</p>;
}

describe('AreaErrorBoundary', () => {
  it('shows a friendly error, logs it, and renders the children again on Retry', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <AreaErrorBoundary>
        <Flaky />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(errorLog).toHaveBeenCalled();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
    errorLog.mockRestore();
  });
});
