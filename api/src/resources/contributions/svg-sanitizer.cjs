// The SVG sanitizer that runs in a worker thread (svg-pool.ts): jsdom + DOMPurify parse and walk
// the whole document synchronously, which must not happen on the event loop (security review H2).
// Plain CommonJS, no TypeScript: the worker is loaded by Node itself (piscina's worker), with no
// loader, the same way under jest, tsx and in production.
//
// The rules: DOMPurify's SVG allowlist plus stricter ones of ours: no script, event handlers,
// animation elements, foreignObject, <a>, <image>; every href/src must be a same-document
// reference (#id); url(...) only to #id; <style> with @import or external url() is emptied.
'use strict';
const createDOMPurify = require('dompurify');
// Loaded when the worker starts (piscina loads this module before the worker takes tasks), so a
// task's time limit is spent on the document, not on loading jsdom.
const { JSDOM } = require('jsdom');

/** Elements removed whole (on top of DOMPurify's SVG allowlist, which already has no <script>). */
const FORBIDDEN_ELEMENTS = [
  'script',
  'foreignObject',
  'a',
  'image',
  'feImage',
  'iframe',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'discard',
  'handler',
  'listener',
];

/** A url(...) whose target is not a #fragment of this document. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;
/** CSS that can load or run something. */
const DANGEROUS_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

const domWindow = new JSDOM('<!doctype html><html><body></body></html>').window;
const purify = createDOMPurify(domWindow);
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const name = data.attrName.toLowerCase();
  const value = String(data.attrValue ?? '');
  // Same-document references only: no external resource, no javascript:/data: URL.
  if (REFERENCE_ATTRIBUTES.has(name) && !value.trim().startsWith('#')) data.keepAttr = false;
  // fill="url(https://…)", style="background:url(…)" and friends.
  if (EXTERNAL_URL.test(value) || DANGEROUS_CSS.test(value)) data.keepAttr = false;
  if (name.startsWith('on')) data.keepAttr = false;
});
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style') {
    const css = node.textContent ?? '';
    if (EXTERNAL_URL.test(css) || DANGEROUS_CSS.test(css)) node.textContent = '';
  }
});

/**
 * The sanitized SVG document as XML text, or null when nothing of a single <svg> root survives.
 * Parsed by the HTML parser: no entity expansion, no external DTD.
 * @param {string} text
 * @returns {string | null}
 */
function sanitizeSvg(text) {
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    // <use> of a #fragment (icons); an external or data: href is removed by the hook above.
    ADD_TAGS: ['use'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  });
  // Very deep nesting leaves DOMPurify without a body: nothing usable (415, not a crash).
  if (!body || !body.children) return null;
  const roots = [...body.children].filter((element) => element.localName === 'svg');
  if (roots.length !== 1) return null;
  // XML serialization: namespaces declared (xmlns, xmlns:xlink), well-formed, no HTML entities.
  const xml = new domWindow.XMLSerializer().serializeToString(roots[0]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

// A first document compiles the sanitizer's code paths while the worker starts, outside any
// upload's time limit.
sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><g><rect width="1" height="1"/></g></svg>');

/**
 * The piscina task. `started` is told first, so the caller's time limit starts when this worker
 * begins the document, not while the task waited in the queue.
 * @param {{ text: string, started: import('node:worker_threads').MessagePort }} task
 */
function sanitizeTask({ text, started }) {
  started.postMessage('started');
  try {
    return sanitizeSvg(text);
  } catch (error) {
    // Recursion in the parser or serializer on a document nested too deeply: not an SVG we keep.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

module.exports = { sanitizeTask };
