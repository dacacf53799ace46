// Validation and processing of uploaded images (logos, project images): spec 001 §5 and §9.
//
// - At most 10 MB ('File must be <10MB'); jpeg, png, svg or webp only ('We only accept png,
//   jpg/jpeg, svg, and webp'), recognized by their content (file-type's magic numbers, and an
//   XML root element for SVG), never by the name or the Content-Type the client sent.
// - Raster images are decoded and re-encoded by sharp in their own format, auto-rotated, resized
//   to fit MAX_DIMENSIONS and stripped of every metadata block (EXIF, XMP, ICC, comments): what
//   is stored is pixels we produced, not bytes the client chose. A decompression bomb stops at
//   MAX_INPUT_PIXELS.
// - SVG is parsed (HTML parser: no entity expansion, no external DTD) and sanitized by DOMPurify
//   with its SVG allowlist plus stricter rules of ours: no script, style-less event handlers,
//   animation elements, foreignObject, <a>, <image>; every href/src must be a same-document
//   reference (#id); url(...) only to #id; <style> with @import or external url() is dropped.
//   The result is serialized as XML and must be readable by librsvg (sharp). It is served with
//   `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox` (routes).
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../http/errors';
import { MEDIA_CONTENT_TYPES, mediaNameFor, type MediaExtension } from './storage';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoding stops above this many pixels (a 10 MB PNG can claim 100k × 100k). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images fit in these boxes (never enlarged). */
export const MAX_DIMENSIONS = { logo: 1024, project: 2400 } as const;

// Spec 001 §5, verbatim.
export const UPLOAD_MESSAGES = {
  tooLarge: 'File must be <10MB',
  badType: 'We only accept png, jpg/jpeg, svg, and webp',
  unreadable: 'The image could not be read.',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
} as const;

export type ImagePurpose = keyof typeof MAX_DIMENSIONS;

export interface ProcessedImage {
  /** The storage name: sha256 of `data` + extension. */
  name: string;
  extension: MediaExtension;
  contentType: string;
  data: Buffer;
  width: number | null;
  height: number | null;
}

const RASTER: Record<string, MediaExtension> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Validate and process one upload; throws HttpError 413/415/400 with the spec's texts. */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  if (input.length === 0) throw new HttpError(415, UPLOAD_MESSAGES.badType);
  const detected = await fileTypeFromBuffer(input);
  const raster = detected ? RASTER[detected.mime] : undefined;
  if (raster) return reencodeRaster(input, raster, purpose);
  // file-type names no type for a bare <svg> document and 'xml' for one with a declaration.
  if ((!detected || detected.ext === 'xml') && looksLikeSvg(input)) return sanitizeSvgUpload(input);
  throw new HttpError(415, UPLOAD_MESSAGES.badType);
}

async function reencodeRaster(input: Buffer, extension: MediaExtension, purpose: ImagePurpose): Promise<ProcessedImage> {
  const box = MAX_DIMENSIONS[purpose];
  let output: { data: Buffer; info: OutputInfo };
  try {
    // animated: false → the first frame only; failOn 'error' refuses truncated/corrupt data.
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true });
    if (extension === 'jpg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else if (extension === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else pipeline = pipeline.webp({ quality: 85 });
    // No withMetadata()/keepMetadata(): sharp writes none of the input's metadata.
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new HttpError(413, UPLOAD_MESSAGES.tooManyPixels);
    throw new HttpError(415, UPLOAD_MESSAGES.unreadable);
  }
  return {
    name: mediaNameFor(output.data, extension),
    extension,
    contentType: MEDIA_CONTENT_TYPES[extension],
    data: output.data,
    width: output.info.width,
    height: output.info.height,
  };
}

// ---------------------------------------------------------------- SVG

/** Prolog a document may have before its root element: BOM, XML declaration, comments, doctype. */
const SVG_PROLOG = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;

/** Valid UTF-8 text whose root element is <svg>. */
export function looksLikeSvg(input: Buffer): boolean {
  const text = input.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) return false;
  return SVG_PROLOG.test(text.slice(0, 64 * 1024));
}

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

let purifier: { purify: DOMPurify; window: Window & typeof globalThis } | null = null;

function svgPurifier() {
  if (purifier) return purifier;
  // jsdom is loaded on the first SVG upload only (it takes a few hundred milliseconds).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  const window = new JSDOM('<!doctype html><html><body></body></html>').window as unknown as Window & typeof globalThis;
  const purify = createDOMPurify(window as never);
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
  purifier = { purify, window };
  return purifier;
}

/** The sanitized SVG document as XML text, or null when nothing of an <svg> root survives. */
export function sanitizeSvg(text: string): string | null {
  const { purify, window } = svgPurifier();
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: FORBIDDEN_ELEMENTS,
    // <use> of a #fragment (icons); an external or data: href is removed by the hook above.
    ADD_TAGS: ['use'],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as unknown as HTMLElement;
  const roots = [...body.children].filter((element) => element.localName === 'svg');
  if (roots.length !== 1) return null;
  // XML serialization: namespaces declared (xmlns, xmlns:xlink), well-formed, no HTML entities.
  const xml = new window.XMLSerializer().serializeToString(roots[0]!);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

async function sanitizeSvgUpload(input: Buffer): Promise<ProcessedImage> {
  const clean = sanitizeSvg(input.toString('utf8'));
  if (!clean) throw new HttpError(415, UPLOAD_MESSAGES.badType);
  const data = Buffer.from(clean, 'utf8');
  let metadata: Metadata;
  try {
    // The sanitized document only (no external references left for librsvg to follow).
    metadata = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, UPLOAD_MESSAGES.unreadable);
  }
  if (metadata.format !== 'svg') throw new HttpError(415, UPLOAD_MESSAGES.badType);
  return {
    name: mediaNameFor(data, 'svg'),
    extension: 'svg',
    contentType: MEDIA_CONTENT_TYPES.svg,
    data,
    width: metadata.width ?? null,
    height: metadata.height ?? null,
  };
}
