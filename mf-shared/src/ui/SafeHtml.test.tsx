import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('strips scripts and event-handler attributes but keeps the content', () => {
    const { container } = render(
      <SafeHtml html={'<p>Fusion <b>now</b></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    const image = container.querySelector('img');
    expect(image).not.toBeNull();
    expect(image).not.toHaveAttribute('onerror');
    expect(container.querySelector('b')).toHaveTextContent('now');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: links and makes external links open safely in a new tab', () => {
    const html = sanitizeHtml(
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

  it('renders nothing for empty html', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
