/** @jest-environment node */
import { sanitizeHtmlSync as sanitizeHtml } from './sanitize.server';

describe('server sanitizer', () => {
  it('removes scripts, event handlers, styles and javascript: links', () => {
    const html = sanitizeHtml(
      '<p style="color:red" onclick="x()">Fusion <b>now</b></p><script>alert(1)</script><img src="x.png" onerror="x()"><a href="javascript:alert(1)">bad</a><iframe src="https://e.org"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style=|javascript:|iframe/i);
    expect(html).toContain('<b>now</b>');
    expect(html).toContain('<img src="x.png" />');
  });

  it('opens external links in a new tab without opener access and keeps site links plain', () => {
    const html = sanitizeHtml('<a href="https://example.org/x">out</a><a href="/articles/a" target="_blank" rel="opener">in</a>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="/articles/a">in</a>');
  });
});
