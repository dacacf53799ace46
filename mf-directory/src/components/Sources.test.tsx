import { render, screen } from '@testing-library/react';
import { Sources } from './Sources';

describe('Sources', () => {
  it("says 'verified on {date}' only for a source a person read, and 'cited' for the others", () => {
    render(
      <Sources
        sources={[
          { url: 'https://example.org/read', title: 'Read page', verified_on: '2026-11-20', checked: 'stored-copy' },
          { url: 'https://example.org/unread', title: 'Cited page', verified_on: null, checked: 'cited' },
        ]}
      />,
    );
    const [read, cited] = screen.getAllByRole('listitem');
    expect(read).toHaveTextContent(/Read page verified on Nov(ember)? 20, 2026/);
    expect(cited).toHaveTextContent('Cited page cited');
    expect(cited).not.toHaveTextContent('verified on');
  });
});
