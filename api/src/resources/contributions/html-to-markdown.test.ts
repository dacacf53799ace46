import { marked } from 'marked';
import { htmlToMarkdown } from './html-to-markdown';

describe('htmlToMarkdown: a description written as HTML, shown in the Markdown editor', () => {
  it('has no markup left for the common tags', () => {
    const html =
      '<h2>Design</h2>\n<p>SPARC is a <strong>compact</strong>, <em>high-field</em> tokamak &amp; more. See <a href="https://cfs.energy">CFS</a>.</p>\n' +
      '<ul>\n  <li>HTS magnets</li>\n  <li>Q &gt; 1</li>\n</ul>\n<ol><li>First</li><li>Second</li></ol>\n<blockquote><p>Quoted.</p></blockquote>';
    const markdown = htmlToMarkdown(html);
    expect(markdown).toBe(
      [
        '## Design',
        '',
        'SPARC is a **compact**, _high-field_ tokamak & more. See [CFS](https://cfs.energy).',
        '',
        '- HTS magnets',
        '- Q > 1',
        '',
        '1. First',
        '2. Second',
        '',
        '> Quoted.',
      ].join('\n'),
    );
    expect(markdown).not.toMatch(/<\/?[a-z]/);
  });

  it('renders back to the same structure', () => {
    const html = '<p>One <strong>bold</strong> word.</p><ul><li>a</li><li>b</li></ul>';
    const again = marked.parse(htmlToMarkdown(html), { async: false }) as string;
    expect(again.replace(/\n/g, '')).toBe(html);
  });

  it('keeps text that looks like Markdown as text, and drops scripts', () => {
    expect(htmlToMarkdown('<p>a_b *c*</p><script>alert(1)</script>')).toBe('a\\_b \\*c\\*');
  });

  it('keeps line breaks and nested lists', () => {
    expect(htmlToMarkdown('<p>line one<br>line two</p>')).toBe('line one  \nline two');
    expect(htmlToMarkdown('<ul><li>outer<ul><li>inner</li></ul></li></ul>')).toBe('- outer\n   - inner');
  });
});
