import { EMAIL_COLORS, renderEmail } from './templates';

test("every email's button and link use the site's accent (not another brand colour)", () => {
  const { html } = renderEmail({
    subject: 'Confirm your email',
    greetingName: 'Ada',
    intro: ['Please confirm.'],
    action: { label: 'Confirm', url: 'https://fusion.example/confirm?t=1' },
    outro: [],
  });
  expect(html).toContain(`background:${EMAIL_COLORS.accent}`);
  expect(html).toContain(`color:${EMAIL_COLORS.accent}`);
  expect(html).not.toMatch(/#3b2b8f/i);
});
