// The page's JSON blocks (boot payload, the area's dehydrated state, JSON-LD) cannot break out
// of their <script> element, whatever strings the data holds: the document is parsed back with
// an HTML parser (parse5, as browsers tokenize) and each block must read back as the same value.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'parse5';
import { AREA_SLOT_MARKER, areaStateElementId, BOOT_ELEMENT_ID, type BootPayload } from 'mf-shared/protocol';
import type { LoadedBuild } from '../src/server/builds';
import { renderDocument } from '../src/server/document';
import { LOADER_PATH } from '../src/server/loader';

/** Strings that would end the element, open a comment (script data escaped states) or end a JS line. */
const HOSTILE = [
  '</script><script>alert(1)</script>',
  '</SCRIPT >',
  '<!--',
  '<!--<script>',
  '<!-- x --></script>',
  'line\u2028separator',
  'paragraph\u2029separator',
];

const build = (pkg: string) =>
  ({
    pkg,
    version: '1.0.0-test',
    base: `/releases/${pkg}/1.0.0-test/`,
    federation: { shared: [], exposes: [] },
    ssr: { initial: [], chunkGroups: {} },
    stylesheets: new Map(),
    duplicateFiles: new Set(),
    bundle: null,
  }) as unknown as LoadedBuild<unknown>;

const boot: BootPayload = {
  registry: { directory: { entry: `/releases/mf-directory/${HOSTILE[0]}/remoteEntry.js`, version: HOSTILE[1]! } },
  routes: HOSTILE.map((value) => ({ area: 'directory' as const, pattern: `/${value}` })),
  session: {
    is_authenticated: true,
    organization_memberships: HOSTILE.map((slug, id) => ({ id, slug, status: 'approved' })),
    project_memberships: [],
    csrf: HOSTILE.join(''),
  },
  serverDetails: { color: HOSTILE[2]!, githash: HOSTILE[5]!, deploytime: HOSTILE[6]! },
  renderedArea: 'directory',
  origin: 'https://directory.example',
  areaRenderedSignedOut: true,
} as BootPayload;
const state = { queries: [{ queryKey: ['org', ...HOSTILE], state: { data: { name: HOSTILE.join(' '), [HOSTILE[3]!]: HOSTILE } } }] };
const jsonLd = { '@type': 'Organization', name: HOSTILE.join(''), description: HOSTILE[4] };

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
}
const walk = (node: Node): Node[] => [node, ...(node.childNodes ?? []).flatMap(walk)];
const attr = (node: Node, name: string) => node.attrs?.find((a) => a.name === name)?.value;
const textOf = (node: Node) => (node.childNodes ?? []).map((child) => child.value ?? '').join('');

const html = renderDocument({
  origin: 'https://directory.example',
  pathname: '/organizations/cfs',
  head: { title: 'CFS', jsonLd: [jsonLd] },
  shellHeadHtml: '',
  shellHtml: `<header>chrome</header><main>${AREA_SLOT_MARKER}</main>`,
  shell: build('shell'),
  area: { name: 'directory', build: build('mf-directory'), html: '<h1>CFS</h1>', state, chunks: [] },
  boot,
});
const nodes = walk(parse(html) as unknown as Node);
const scripts = nodes.filter((node) => node.tagName === 'script');

describe('the JSON blocks of a page', () => {
  it('are exactly the scripts written: no value opened another <script> or closed one early', () => {
    assert.deepEqual(
      scripts.map((node) => attr(node, 'id') ?? attr(node, 'src') ?? attr(node, 'type')),
      ['application/ld+json', BOOT_ELEMENT_ID, areaStateElementId('directory'), LOADER_PATH],
    );
    assert.ok(attr(scripts.at(-1)!, 'data-scripts'), 'the loader keeps its attributes');
  });

  it('contain no comment: no value started one', () => {
    assert.deepEqual(
      nodes.filter((node) => node.nodeName === '#comment'),
      [],
    );
  });

  it('read back as the very values written (boot payload, dehydrated state, JSON-LD)', () => {
    const byId = (id: string) => JSON.parse(textOf(scripts.find((node) => attr(node, 'id') === id)!));
    assert.deepEqual(byId('fusion-boot'), boot);
    assert.deepEqual(byId('fusion-area-state-directory'), state);
    assert.deepEqual(JSON.parse(textOf(scripts[0]!)), jsonLd);
  });

  it('carry U+2028 and U+2029 escaped (a line break for older JavaScript parsers)', () => {
    assert.doesNotMatch(html, /[\u2028\u2029]/);
  });
});
