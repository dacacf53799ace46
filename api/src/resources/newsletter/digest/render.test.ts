// The digest's rendering: MJML compiled in its worker, everything interpolated escaped, and the
// per-recipient unsubscribe link in both parts.
import type { DigestContent } from './build';
import { closeMjmlPool, compileMjmlOffThread } from './mjml-pool';
import { personalize, renderDigest, UNSUBSCRIBE_PLACEHOLDER } from './render';

afterAll(() => closeMjmlPool());

const digest: DigestContent = {
  periodStart: '2026-01-05T00:00:00.000Z',
  periodEnd: '2026-01-12T00:00:00.000Z',
  funding: {
    count: 1,
    totalUsd: 5_000_000,
    rounds: [
      {
        organization: '<script>alert(1)</script> Fusion',
        slug: 'x',
        roundName: 'Seed',
        headline: 'A "quoted" headline',
        amountUsd: 5_000_000,
      },
    ],
  },
  organizations: [],
  projects: [],
  jobs: [],
  jobCount: 0,
  articles: [],
};

test('HTML from MJML in the worker; names and the intro are escaped; the unsubscribe link is per recipient', async () => {
  const rendered = await renderDigest({ subject: 'Week <1>', intro: 'Hi & welcome', digest, siteUrl: 'https://fusion.example' });
  expect(rendered.html).toMatch(/^<!doctype html>/i);
  expect(rendered.html).not.toContain('<script>alert(1)</script>');
  expect(rendered.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Fusion');
  expect(rendered.html).toContain('Hi &amp; welcome');
  expect(rendered.text).toContain('5 January 2026 – 12 January 2026');
  expect(rendered.text).toContain('1 round, $5M in total.');
  expect(rendered.text).toContain('https://fusion.example/organizations/x');

  const copy = personalize(rendered, 'https://fusion.example/newsletter/unsubscribe?s=3&token=ab');
  expect(copy.html).toContain('href="https://fusion.example/newsletter/unsubscribe?s=3&amp;token=ab"');
  expect(copy.text).toContain('Unsubscribe: https://fusion.example/newsletter/unsubscribe?s=3&token=ab');
  expect(copy.html + copy.text).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
});

test('a compile over its time limit is abandoned', async () => {
  // 3,000 sections: over a second of work, warm (a 100-item digest takes ~40 ms), against a 50 ms
  // limit, so the limit is what ends it on any machine.
  const sections = '<mj-section><mj-column><mj-text>Fusion</mj-text></mj-column></mj-section>'.repeat(3000);
  await expect(compileMjmlOffThread(`<mjml><mj-body>${sections}</mj-body></mjml>`, 50)).rejects.toThrow(/abort|timeout/i);
});
