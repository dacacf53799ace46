import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeApi, type FakeReply } from 'mf-shared/testing';
import { NewsletterForm } from './NewsletterForm';

let api: FakeApi;
let reply: () => FakeReply | Promise<FakeReply>;

beforeEach(() => {
  reply = () => ({ data: [{ result: 'success', msg: 'Thank you for subscribing!' }] });
  api = installFakeApi(() => reply());
  jest.spyOn(window, 'alert').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function submit(email: string) {
  fireEvent.change(screen.getByPlaceholderText('Enter your email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /Subscribe/ }));
}

describe('NewsletterForm', () => {
  it.each(['not-an-email', 'a@b.c', 'with space@x.org', ''])("alerts 'Invalid email address' for %p and sends nothing", (email) => {
    render(<NewsletterForm />);
    submit(email);
    expect(window.alert).toHaveBeenCalledWith('Invalid email address');
    expect(api.requests).toHaveLength(0);
  });

  it('posts the email and shows the server message on success', async () => {
    render(<NewsletterForm />);
    submit('ada@example.org');
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.method).toBe('post');
    expect(api.requests[0]!.url).toBe('/api/v1/newsletter/');
    expect(JSON.parse(api.requests[0]!.data as string)).toEqual({ email: 'ada@example.org' });
    expect(window.alert).not.toHaveBeenCalled();
  });

  it('shows a spinner on the button while the request runs', async () => {
    let answer!: (value: FakeReply) => void;
    reply = () => new Promise<FakeReply>((resolve) => (answer = resolve));
    render(<NewsletterForm />);
    submit('ada@example.org');
    const button = await screen.findByRole('button', { name: /Subscribe/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    answer({ data: [{ result: 'success', msg: 'Welcome aboard' }] });
    expect(await screen.findByText('Welcome aboard')).toBeInTheDocument();
  });

  it("shows the failure notice when the first result is not 'success'", async () => {
    reply = () => ({ data: [{ result: 'error', msg: 'Already subscribed' }] });
    render(<NewsletterForm />);
    submit('ada@example.org');
    expect(await screen.findByText('Failed to subscribe. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Already subscribed')).not.toBeInTheDocument();
  });

  it('only logs a network error', async () => {
    reply = () => {
      throw new Error('offline');
    };
    render(<NewsletterForm />);
    submit('ada@example.org');
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByText('Failed to subscribe. Please try again later.')).not.toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Subscribe/ })).toBeEnabled();
  });
});
