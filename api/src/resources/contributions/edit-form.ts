// Reading the edit calls' body (docs/product/api.md §7): multipart/form-data with
//   mainData      the edited entity as JSON text (required)
//   logoData      the new logo: a file part (or a data: URL text field); logoFilename its name
//   newImageData  project images, one file part each, named (filename) by its temporary negative id
//   oldImageIds   the ids of the existing project images to keep: a JSON list, "1,2,3", or repeated
// or, without files, a JSON body { mainData, oldImageIds }.
//
// Files are validated and processed one at a time as they stream in (uploads.ts), so at most
// one raw upload (≤ 10 MB) is held in memory. `onMainData` runs as soon as mainData is read —
// the route checks edit rights there, before any file is processed.
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { containsNul, HttpError } from '../../http/errors';
import { processImage, UPLOAD_MESSAGES, type ImagePurpose, type ProcessedImage } from './uploads';
import { EDIT_MESSAGES, FieldError, isObject, LIMITS, type Json } from './validation';

const MULTIPART_LIMITS = {
  /** One byte over 10 MB is refused ('File must be <10MB'). */
  fileSize: 10 * 1024 * 1024,
  files: 1 + LIMITS.projectImages,
  fields: 20,
  /** mainData as JSON text. */
  fieldSize: 1024 * 1024,
  parts: 60,
};

export interface EditForm {
  mainData: Json;
  logo: ProcessedImage | null;
  logoFilename: string | null;
  newImages: { tempId: number; image: ProcessedImage }[];
  /** undefined = not sent (every existing image is kept). */
  oldImageIds: number[] | undefined;
}

function parseMainData(value: unknown): Json {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw new FieldError('mainData', EDIT_MESSAGES.mainDataInvalid);
    }
  }
  if (!isObject(data)) throw new FieldError('mainData', EDIT_MESSAGES.mainDataInvalid);
  if (containsNul(data)) throw new FieldError('mainData', 'Input must not contain NUL characters.');
  return data;
}

function parseImageIds(value: unknown): number[] {
  let items: unknown = value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        items = JSON.parse(trimmed);
      } catch {
        throw new FieldError('oldImageIds', 'oldImageIds must be a list of image ids.');
      }
    } else {
      items = trimmed ? trimmed.split(',') : [];
    }
  } else if (typeof value === 'number') {
    items = [value];
  }
  if (!Array.isArray(items) || items.length > 100) throw new FieldError('oldImageIds', 'oldImageIds must be a list of image ids.');
  return items.map((item) => {
    const id = typeof item === 'string' && /^\s*\d{1,9}\s*$/.test(item) ? Number(item) : item;
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0)
      throw new FieldError('oldImageIds', 'oldImageIds must be a list of image ids.');
    return id;
  });
}

function tempIdOf(filename: string): number {
  const match = /^\s*(-\d{1,9})(?:\.[A-Za-z0-9]{1,8})?\s*$/.exec(filename);
  if (!match) throw new FieldError('newImageData', 'Each new image file must be named by its temporary negative id (e.g. "-1").');
  return Number(match[1]);
}

function dataUrlBytes(value: string): Buffer {
  const match = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/=\s]*)$/.exec(value.trim());
  if (!match) throw new FieldError('logoData', 'logoData must be a file (or a base64 data: URL).');
  // Base64 of 10 MB is ~13.4 MB of text, above the field limit: larger logos must be files.
  return Buffer.from(match[1]!, 'base64');
}

/** Map @fastify/multipart's errors to the spec's texts (also the admin's image upload). */
export function multipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new FieldError((error as { part?: { fieldname?: string } }).part?.fieldname ?? 'file', UPLOAD_MESSAGES.tooLarge, 413);
  }
  if (code === 'FST_FILES_LIMIT') throw new HttpError(413, `Send at most ${MULTIPART_LIMITS.files} files at once.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, 'Too many form fields.');
  if (code === 'FST_PROTO_VIOLATION') throw new HttpError(400, 'Invalid form field name.');
  if (error instanceof HttpError) throw error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) throw new HttpError(status, 'The form data could not be read.');
  // busboy parse errors (malformed multipart) carry no status code.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))
    throw new HttpError(400, 'The form data could not be read.');
  throw error;
}

export async function readEditForm(
  request: FastifyRequest,
  purpose: ImagePurpose,
  onMainData: (data: Json) => Promise<void>,
): Promise<EditForm> {
  const form: EditForm = { mainData: {}, logo: null, logoFilename: null, newImages: [], oldImageIds: undefined };
  let sawMainData = false;

  if (!request.isMultipart()) {
    const body = request.body;
    if (!isObject(body)) throw new HttpError(415, 'Send the edit as multipart/form-data (mainData, logoData, newImageData, oldImageIds).');
    if (body.mainData === undefined) throw new FieldError('mainData', EDIT_MESSAGES.mainDataRequired);
    form.mainData = parseMainData(body.mainData);
    await onMainData(form.mainData);
    if (body.oldImageIds !== undefined) form.oldImageIds = parseImageIds(body.oldImageIds);
    return form;
  }

  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      await readPart(part);
    }
  } catch (error) {
    multipartError(error);
  }
  if (!sawMainData) throw new FieldError('mainData', EDIT_MESSAGES.mainDataRequired);
  return form;

  async function readPart(part: Multipart) {
    if (part.type === 'field') {
      if (part.valueTruncated) throw new FieldError(part.fieldname, `${part.fieldname} is too large.`, 413);
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (part.fieldname === 'mainData') {
        if (sawMainData) throw new FieldError('mainData', 'Send mainData once.');
        sawMainData = true;
        form.mainData = parseMainData(value);
        await onMainData(form.mainData);
      } else if (part.fieldname === 'logoFilename') {
        form.logoFilename = value.slice(0, 255);
      } else if (part.fieldname === 'oldImageIds') {
        form.oldImageIds = [...(form.oldImageIds ?? []), ...parseImageIds(value)];
      } else if (part.fieldname === 'logoData') {
        if (value === '' || value === 'delete') return;
        await requireMainData();
        form.logo = await processImage(dataUrlBytes(value), 'logo');
      }
      // Other text fields are ignored.
      return;
    }
    // A file part.
    if (part.fieldname !== 'logoData' && part.fieldname !== 'newImageData') {
      throw new FieldError(part.fieldname, `Unexpected file field: ${part.fieldname.slice(0, 50)}.`);
    }
    if (part.fieldname === 'newImageData' && purpose !== 'project')
      throw new FieldError('newImageData', 'Organizations have no project images.');
    if (part.fieldname === 'logoData' && purpose !== 'logo') throw new FieldError('logoData', 'Projects have no logo.');
    await requireMainData();
    const tempId = part.fieldname === 'newImageData' ? tempIdOf(part.filename) : 0;
    if (part.fieldname === 'newImageData') {
      if (form.newImages.some((image) => image.tempId === tempId)) throw new FieldError('newImageData', `Two files are named ${tempId}.`);
      if (form.newImages.length >= LIMITS.projectImages)
        throw new FieldError('newImageData', `A project can have at most ${LIMITS.projectImages} images.`);
    }
    const bytes = await part.toBuffer();
    // toBuffer only throws when busboy marked the stream truncated before its last chunk was
    // read; over a real socket the mark can come after it, so check it once more.
    if (part.file.truncated) throw new FieldError(part.fieldname, UPLOAD_MESSAGES.tooLarge, 413);
    const image = await processImage(bytes, purpose === 'logo' ? 'logo' : 'project');
    if (part.fieldname === 'logoData') {
      form.logo = image;
      form.logoFilename ??= part.filename ? part.filename.slice(0, 255) : null;
    } else {
      form.newImages.push({ tempId, image });
    }
  }

  /** Files are only processed once edit rights are known (mainData first, as FormData sends it in order). */
  async function requireMainData() {
    if (!sawMainData) throw new FieldError('mainData', 'Send mainData before the files.');
  }
}
