import { render, screen } from '@testing-library/react';
import { sanitizeHtml } from 'mf-shared/sanitizer';
import { SafeHtml } from './SafeHtml';
import { settle } from '../../testing/hydration';

describe('SafeHtml', () => {
  it('strips scripts and event-handler attributes but keeps the content', async () => {
    const { container } = render(
      <SafeHtml html={'<p>Fusion <b>now</b></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">'} />,
    );
    expect(await screen.findByText('now')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image).not.toHaveAttribute('onerror');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: links and makes external links open safely in a new tab', async () => {
    const html = await sanitizeHtml(
      '<a href="javascript:alert(1)">bad</a><a href="https://example.org/x">out</a><a href="/articles/a" target="_blank">in</a>',
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const [bad, external, internal] = Array.from(holder.querySelectorAll('a'));
    expect(bad?.getAttribute('href')).toBeNull();
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(internal).not.toHaveAttribute('target');
  });

  it('keeps server-rendered markup untouched while hydrating', async () => {
    const { hydrateRoot } = await import('react-dom/client');
    const host = document.createElement('div');
    host.innerHTML = '<div class="html"><p>From the server</p></div>';
    document.body.appendChild(host);
    const { act } = await import('react');
    await act(async () => {
      hydrateRoot(host, <SafeHtml html="<p>From the server</p>" />);
    });
    expect(host.textContent).toBe('From the server');
    const paragraph = host.querySelector('p');
    // Still the server's node after the browser has taken over: the same HTML is not rendered again.
    await act(() => settle());
    expect(host.querySelector('p')).toBe(paragraph);
  });

  it('renders nothing for empty html', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
