import { parseResetLink } from './resetLink';

describe('the reset link query (docs/product/account.md §6)', () => {
  it('splits hash at the first dash into unix time and hash value, with the email', () => {
    expect(parseResetLink('1795000000-abc123', 'ada@example.com')).toEqual({
      unixTime: '1795000000',
      hashValue: 'abc123',
      email: 'ada@example.com',
    });
  });

  it.each([
    ['no dash', 'abc123', 'ada@example.com'],
    ['no email', '1795000000-abc123', null],
    ['a blank email', '1795000000-abc123', '  '],
    ['nothing before the dash', '-abc123', 'ada@example.com'],
    ['nothing after the dash', '1795000000-', 'ada@example.com'],
    ['no hash', null, 'ada@example.com'],
  ])('is null with %s', (_case, hash, email) => {
    expect(parseResetLink(hash, email)).toBeNull();
  });
});
