// The linear pre-checks of SVG uploads (security review H1, H2): root detection and structure limits.
import { hasSvgRoot, MAX_PROLOG_ITEMS, SVG_LIMITS, svgStructureProblem } from './svg-scan';

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg">';

/** Milliseconds `run` takes. */
function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('hasSvgRoot', () => {
  test.each([
    ['a bare root', '<svg/>'],
    ['a root with attributes', SVG_OPEN + '</svg>'],
    ['a root on the next line', '\n  <svg>\n</svg>'],
    ['a BOM and an XML declaration', '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<svg width="1"/>'],
    ['comments and a doctype', '<?xml version="1.0"?><!-- made by hand --> <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>'],
    ['a doctype with an internal subset', '<!DOCTYPE svg [ <!ENTITY a "b"> <!ENTITY c "]d"> ]>\n<svg>'],
    ['an empty comment', '<!----><svg>'],
    [`${MAX_PROLOG_ITEMS} comments`, '<!--a-->'.repeat(MAX_PROLOG_ITEMS) + '<svg>'],
  ])('accepts %s', (_name, text) => {
    expect(hasSvgRoot(text)).toBe(true);
  });

  test.each([
    ['an HTML document', '<html><svg></svg></html>'],
    ['a root named svgx', '<svgx>'],
    ['a cut-off root', '<svg'],
    ['text before the root', 'x<svg>'],
    ['an unclosed comment', '<!-- <svg>'],
    ['an unclosed doctype subset', '<!DOCTYPE svg [ <svg>'],
    ['an XML declaration with a > inside', '<?xml version=">"?><svg>'],
    [`${MAX_PROLOG_ITEMS + 1} comments`, '<!--a-->'.repeat(MAX_PROLOG_ITEMS + 1) + '<svg>'],
    ['an empty text', ''],
  ])('refuses %s', (_name, text) => {
    expect(hasSvgRoot(text)).toBe(false);
  });

  test('the 225-byte payload that froze the old regular expression is refused at once', () => {
    const payload = '<!--a-->'.repeat(28) + 'x';
    expect(payload).toHaveLength(225);
    let answer = true;
    expect(timed(() => (answer = hasSvgRoot(payload)))).toBeLessThan(50);
    expect(answer).toBe(false);
  });

  test('stays linear on 64 KB of hostile prologs (comments, doctypes, unclosed subsets)', () => {
    const payloads = [
      '<!--a-->'.repeat(8000) + 'x',
      '<!DOCTYPE a [ ]]]]]]'.repeat(3000),
      '<!DOCTYPE a [' + ']'.repeat(60_000),
      '<!DOCTYPE a []>'.repeat(4000) + 'x',
      '\n'.repeat(65_000) + 'x',
    ];
    for (const payload of payloads) {
      let answer = true;
      expect(timed(() => (answer = hasSvgRoot(payload)))).toBeLessThan(200);
      expect(answer).toBe(false);
    }
  });
});

describe('svgStructureProblem', () => {
  test('a real-looking logo has none', () => {
    const logo =
      '<?xml version="1.0"?><!-- Generator: hand -->' +
      SVG_OPEN +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1"/></linearGradient></defs>' +
      '<g transform="translate(1 1)"><g><path d="M0 0L10 10" fill="url(#g)"/><text x="1">Fusion &amp; co > 2</text></g></g>' +
      '<style><![CDATA[ rect { fill: red } ]]></style></svg>';
    expect(svgStructureProblem(logo)).toBeNull();
  });

  test('counts elements: flat children up to the limit pass, one more does not', () => {
    const flat = (count: number) => SVG_OPEN + '<rect/>'.repeat(count - 1) + '</svg>';
    expect(svgStructureProblem(flat(SVG_LIMITS.elements))).toBeNull();
    expect(svgStructureProblem(flat(SVG_LIMITS.elements + 1))).toBe('elements');
  });

  test('measures nesting depth, closing what end tags and /> close', () => {
    const nested = (depth: number) => SVG_OPEN + '<g>'.repeat(depth - 1) + '</g>'.repeat(depth - 1) + '</svg>';
    expect(svgStructureProblem(nested(SVG_LIMITS.depth))).toBeNull();
    expect(svgStructureProblem(nested(SVG_LIMITS.depth + 1))).toBe('depth');
    // The 60 KB upload of the security review: 20,000 unclosed <g>.
    expect(svgStructureProblem(SVG_OPEN + '<g>'.repeat(20_000) + '</svg>')).toBe('depth');
    // Siblings do not add up.
    expect(svgStructureProblem(SVG_OPEN + '<g><rect/></g>'.repeat(1000) + '</svg>')).toBeNull();
  });

  test('end tags of elements not open, or behind an HTML element, close nothing', () => {
    const depth = SVG_LIMITS.depth + 1;
    expect(svgStructureProblem(SVG_OPEN + '<g></x>'.repeat(depth))).toBe('depth');
    // </svg> under HTML (foreignObject's children) does not reach the outer <svg>.
    expect(svgStructureProblem(SVG_OPEN + '<foreignObject><span></svg>'.repeat(depth))).toBe('depth');
  });

  test('HTML nests whatever it is written as: /> in HTML content, elements that leave SVG', () => {
    const depth = SVG_LIMITS.depth + 1;
    expect(svgStructureProblem(SVG_OPEN + '<foreignObject>' + '<x/>'.repeat(depth))).toBe('depth');
    expect(svgStructureProblem(SVG_OPEN + '<div/>'.repeat(depth))).toBe('depth');
    expect(svgStructureProblem(SVG_OPEN + '<font color="red"/>'.repeat(depth))).toBe('depth');
    // Void HTML elements and an SVG <font/> do not nest.
    expect(svgStructureProblem(SVG_OPEN + '<br/>'.repeat(depth))).toBeNull();
    expect(svgStructureProblem(SVG_OPEN + '<font/>'.repeat(depth))).toBeNull();
  });

  test('markup after a comment or CDATA the parser ends early is still counted', () => {
    const deep = '<g>'.repeat(SVG_LIMITS.depth + 1);
    expect(svgStructureProblem(SVG_OPEN + '<!-->' + deep + '-->')).toBe('depth');
    expect(svgStructureProblem(SVG_OPEN + '<!-- a --!>' + deep + '-->')).toBe('depth');
    expect(svgStructureProblem(SVG_OPEN + '<![CDATA[ > ' + deep + ']]>')).toBe('depth');
    // A '>' inside a quoted attribute value does not end the tag.
    expect(svgStructureProblem(SVG_OPEN + `<g a=">" b='>'>`.repeat(SVG_LIMITS.depth + 1))).toBe('depth');
  });

  test('counts attributes, in all and per element', () => {
    const attributes = (count: number) => Array.from({ length: count }, (_, index) => ` a${index}="1"`).join('');
    expect(svgStructureProblem(`<svg${attributes(SVG_LIMITS.attributesPerElement)}/>`)).toBeNull();
    expect(svgStructureProblem(`<svg${attributes(SVG_LIMITS.attributesPerElement + 1)}/>`)).toBe('attributesPerElement');
    const perElement = 100;
    const elements = Math.ceil(SVG_LIMITS.attributes / perElement) + 1;
    expect(svgStructureProblem(SVG_OPEN + `<rect${attributes(perElement)}/>`.repeat(elements))).toBe('attributes');
  });

  test('stays linear on 1 MB of hostile markup', () => {
    const megabyte = (unit: string) => unit.repeat(Math.ceil((1024 * 1024) / unit.length));
    const payloads = [
      SVG_OPEN + megabyte('<!--'), // comment starts, no end
      SVG_OPEN + megabyte('<!---->'),
      SVG_OPEN + megabyte('<g a="'), // unclosed values
      SVG_OPEN + megabyte('</g>'),
      SVG_OPEN + megabyte('<<<<'),
      SVG_OPEN + '<g ' + megabyte(' a'),
    ];
    for (const payload of payloads) {
      expect(timed(() => svgStructureProblem(payload))).toBeLessThan(1000);
    }
  });
});
