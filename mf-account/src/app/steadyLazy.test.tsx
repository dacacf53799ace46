import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { steadyLazy } from './steadyLazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

it('suspends until its chunk has loaded, then keeps the component and its state across re-renders', async () => {
  let resolve: (module: { default: typeof Counter }) => void = () => {};
  const page = steadyLazy('counter', () => new Promise((done) => (resolve = done as typeof resolve)) as never);
  const Page = page as unknown as typeof Counter;
  function Parent() {
    const [label, setLabel] = useState('clicks');
    return (
      <>
        <button type="button" onClick={() => setLabel('taps')}>
          rename
        </button>
        <Suspense fallback={<p>loading</p>}>
          <Page label={label} />
        </Suspense>
      </>
    );
  }
  await act(async () => {
    render(<Parent />);
  });
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => resolve({ default: Counter }));
  await userEvent.click(await screen.findByRole('button', { name: 'clicks 0' }));
  expect(page.loaded()?.default).toBe(Counter);
  await userEvent.click(screen.getByRole('button', { name: 'rename' }));
  expect(screen.getByRole('button', { name: 'taps 1' })).toBeInTheDocument();
});
