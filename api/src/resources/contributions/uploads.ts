// Validation and processing of uploaded images (logos, project images): docs/product/api.md §5 and §9.
//
// - At most 10 MB ('File must be <10MB'); jpeg, png, svg or webp only ('We only accept png,
//   jpg/jpeg, svg, and webp'), recognized by their content (file-type's magic numbers, and an
//   XML root element for SVG), never by the name or the Content-Type the client sent.
// - Raster images are decoded and re-encoded by sharp in their own format, auto-rotated, resized
//   to fit MAX_DIMENSIONS and stripped of every metadata block (EXIF, XMP, ICC, comments): what
//   is stored is pixels we produced, not bytes the client chose. A decompression bomb stops at
//   MAX_INPUT_PIXELS.
// - SVG: at most 1 MB ('SVG files must be under 1 MB') and SVG_LIMITS elements, attributes and
//   nesting levels, checked by linear scans (svg-scan.ts) before anything parses it. Then it is
//   parsed (HTML parser: no entity expansion, no external DTD) and sanitized by DOMPurify in a
//   worker thread with a time limit (svg-pool.ts, svg-sanitizer.cjs: the rules): no script,
//   event handlers, animation elements, foreignObject, <a>, <image>; every href/src must be a
//   same-document reference (#id); url(...) only to #id; <style> with @import or external url()
//   is dropped. The result is serialized as XML and must be readable by librsvg (sharp). It is
//   served with `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox` (routes).
import { fileTypeFromBuffer } from 'file-type/core';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../http/errors';
import { MEDIA_CONTENT_TYPES, mediaNameFor, type MediaExtension } from './storage';
import { sanitizeSvgOffThread, SvgWorkerLimitError } from './svg-pool';
import { hasSvgRoot, SVG_LIMITS, svgStructureProblem, type SvgStructureProblem } from './svg-scan';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * SVG is parsed as a whole document (jsdom), not streamed like pixels: far less than the spec's
 * 10 MB (a deliberate deviation: docs/product/api.md §10; security review H2). Logos are rarely 100 KB.
 */
const MAX_SVG_BYTES = 1024 * 1024;
/** Decoding stops above this many pixels (a 10 MB PNG can claim 100k × 100k). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Stored images fit in these boxes (never enlarged). */
const MAX_DIMENSIONS = { logo: 1024, project: 2400 } as const;

// The first two: docs/product/api.md §8, verbatim.
export const UPLOAD_MESSAGES = {
  tooLarge: 'File must be <10MB',
  badType: 'We only accept png, jpg/jpeg, svg, and webp',
  unreadable: 'The image could not be read.',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  svgTooLarge: 'SVG files must be under 1 MB',
  svgTooComplex: 'The SVG file is too complex to check.',
  svgBusy: 'Too many images are being checked right now. Try again in a minute.',
} as const;

/** An SVG over one of the structure limits (checked before it is parsed). */
export const SVG_STRUCTURE_MESSAGES: Record<SvgStructureProblem, string> = {
  elements: `SVG files must have at most ${SVG_LIMITS.elements} elements.`,
  depth: `SVG elements must be nested at most ${SVG_LIMITS.depth} deep.`,
  attributes: `SVG files must have at most ${SVG_LIMITS.attributes} attributes.`,
  attributesPerElement: `An SVG element must have at most ${SVG_LIMITS.attributesPerElement} attributes.`,
};

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

/** Validate and process one upload; throws HttpError 413/415/429 with the spec's texts (and ours for SVG). */
export async function processImage(input: Buffer, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  if (input.length === 0) throw new HttpError(415, UPLOAD_MESSAGES.badType);
  const detected = await fileTypeFromBuffer(input);
  const raster = detected ? RASTER[detected.mime] : undefined;
  if (raster) return reencodeRaster(input, raster, purpose);
  // file-type names no type for a bare <svg> document and 'xml' for one with a declaration.
  const svg = !detected || detected.ext === 'xml' ? svgText(input) : null;
  if (svg === null) throw new HttpError(415, UPLOAD_MESSAGES.badType);
  if (input.length > MAX_SVG_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.svgTooLarge);
  return sanitizeSvgUpload(svg);
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

/** The upload as text if it is valid UTF-8 whose root element is <svg> (looked for in the first 64 KB). */
function svgText(input: Buffer): string | null {
  const text = input.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) return null;
  return hasSvgRoot(text.slice(0, 64 * 1024)) ? text : null;
}

async function sanitizeSvgUpload(text: string): Promise<ProcessedImage> {
  const problem = svgStructureProblem(text);
  if (problem) throw new HttpError(415, SVG_STRUCTURE_MESSAGES[problem]);
  let clean: string | null;
  try {
    clean = await sanitizeSvgOffThread(text);
  } catch (error) {
    if (!(error instanceof SvgWorkerLimitError)) throw error;
    if (error.reason === 'busy') throw new HttpError(429, UPLOAD_MESSAGES.svgBusy);
    throw new HttpError(415, UPLOAD_MESSAGES.svgTooComplex);
  }
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
