import { isValidNewsletterEmail } from './email';

describe('newsletter email rule', () => {
  it.each(['a@b.co', 'jane.doe@fusion.energy', 'x+news@mail.example.org', 'a@b.c.com'])('accepts %s', (email) => {
    expect(isValidNewsletterEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a@b.c', '@b.com', 'a@.com', 'a b@c.com', 'a@b.co m', ' a@b.com', 'a@b.com ', 'a@@b.com'])(
    'rejects %p',
    (email) => {
      expect(isValidNewsletterEmail(email)).toBe(false);
    },
  );
});
