// HTML written before Markdown existed, as the Markdown the edit screen shows (docs/product/account.md
// §12): owners are told to write Markdown, so they must not be handed markup. Covers what
// descriptions use (paragraphs, headings, emphasis, links, lists, quotes, code, line breaks);
// anything else keeps its text.
import { Parser } from 'htmlparser2';

interface ListState {
  ordered: boolean;
  next: number;
}

const BLOCKS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'pre', 'table', 'section']);
const SKIPPED = new Set(['script', 'style', 'template']);

/** Text that would read as Markdown syntax, escaped so it stays text. */
function escapeText(text: string): string {
  return text.replace(/([\\`*_[\]])/g, '\\$1');
}

export function htmlToMarkdown(html: string): string {
  // Each block with the list it belongs to (items of one list go on consecutive lines).
  const blocks: { text: string; list: ListState | undefined }[] = [];
  let line = '';
  const lists: ListState[] = [];
  const links: (string | null)[] = [];
  let quoteDepth = 0;
  let skipping = 0;
  let inPre = false;

  const prefix = () => '> '.repeat(quoteDepth);
  const flush = () => {
    // Leading spaces are a nested item's indent (text never starts a line with one).
    const text = line.trimEnd().replace(/^\n+/, '');
    if (text)
      blocks.push({
        text: text
          .split('\n')
          .map((part) => prefix() + part)
          .join('\n'),
        list: lists[0],
      });
    line = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipping += 1;
        if (skipping) return;
        if (BLOCKS.has(name) || name === 'li') flush();
        if (/^h[1-6]$/.test(name)) line += `${'#'.repeat(Number(name[1]))} `;
        else if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        else if (name === 'li') {
          const list = lists.at(-1);
          const indent = '   '.repeat(Math.max(0, lists.length - 1));
          line += list?.ordered ? `${indent}${list.next++}. ` : `${indent}- `;
        } else if (name === 'blockquote') quoteDepth += 1;
        else if (name === 'pre') inPre = true;
        else if (name === 'strong' || name === 'b') line += '**';
        else if (name === 'em' || name === 'i') line += '_';
        else if (name === 'code' && !inPre) line += '`';
        else if (name === 'br') line += '  \n';
        else if (name === 'a') {
          links.push(attributes.href ?? null);
          if (attributes.href) line += '[';
        }
      },
      ontext(text) {
        if (skipping) return;
        if (inPre) {
          line += text;
          return;
        }
        const collapsed = escapeText(text.replace(/\s+/g, ' '));
        line += line === '' || /[ \n]$/.test(line) ? collapsed.replace(/^ /, '') : collapsed;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipping -= 1;
          return;
        }
        if (skipping) return;
        if (name === 'strong' || name === 'b') line += '**';
        else if (name === 'em' || name === 'i') line += '_';
        else if (name === 'code' && !inPre) line += '`';
        else if (name === 'a') {
          const href = links.pop();
          if (href) line += `](${href})`;
        } else if (name === 'li') flush();
        else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        } else if (name === 'blockquote') {
          flush();
          quoteDepth -= 1;
        } else if (name === 'pre') {
          line = `\`\`\`\n${line.replace(/^\n/, '')}\n\`\`\``;
          flush();
          inPre = false;
        } else if (BLOCKS.has(name)) flush();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  // Items of one list on consecutive lines; other blocks a blank line apart.
  return blocks
    .map((block, index) => (index === 0 ? '' : block.list && block.list === blocks[index - 1]!.list ? '\n' : '\n\n') + block.text)
    .join('');
}
