// POST /api/v1/admin/uploads/ (issue 19 item 3): staff upload an image for an `image` field (an
// article's preview image, a logo) and get back its /api/media/<name> URL to save in the record.
// The same pipeline as the edit calls (contributions/uploads.ts: type by content, 10 MB and the
// 1 MB SVG cap, SVG sanitized in the worker pool, rasters re-encoded) and the same storage.
// Staff only and CSRF through the admin plugin's hooks; nothing is read before requireStaff.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../../config';
import { HttpError } from '../../http/errors';
import { multipartError } from '../contributions/edit-form';
import { createMediaStorage, mediaUrl } from '../contributions/storage';
import { MAX_UPLOAD_BYTES, processImage, UPLOAD_MESSAGES } from '../contributions/uploads';
import { AdminError, AdminForbidden } from './schemas';

const UPLOAD_FIELD = 'file';

export const ADMIN_UPLOAD_MESSAGES = {
  notMultipart: `Send the image as multipart/form-data with one file field "${UPLOAD_FIELD}".`,
  noFile: `Choose an image file (form field "${UPLOAD_FIELD}").`,
  oneFile: `Send one image file, in the form field "${UPLOAD_FIELD}".`,
} as const;

const Uploaded = Type.Object({ url: Type.String({ description: 'The stored image: /api/media/<sha256>.<png|jpg|webp|svg>' }) });

/** An error of the pipeline as the admin answers it: { message, field: 'file' }. */
function onFileField(error: unknown): never {
  if (error instanceof HttpError && error.statusCode < 500) throw new HttpError(error.statusCode, error.message, { field: UPLOAD_FIELD });
  throw error;
}

/** @fastify/multipart's errors (size, malformed body) with the edit calls' texts, on the file field. */
function readError(error: unknown): never {
  try {
    multipartError(error);
  } catch (mapped) {
    onFileField(mapped);
  }
}

const routes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const storage = createMediaStorage(config);
  // Parses multipart for this route only (a second file is refused in the handler).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, fields: 5, parts: 6 } });

  app.post(
    '/v1/admin/uploads/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload an image for an image field: multipart with one file field "file"; answers 201 { url }',
        description:
          'png, jpg/jpeg, webp or svg, recognized by content; at most 10 MB (SVG 1 MB). Rasters are re-encoded without metadata, ' +
          'SVG is sanitized. 400/413/415 { message, field: "file" }; 429 while too many SVGs are being checked.',
        consumes: ['multipart/form-data'],
        response: {
          201: Uploaded,
          400: AdminError,
          401: AdminError,
          403: AdminForbidden,
          413: AdminError,
          415: AdminError,
          429: AdminError,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, ADMIN_UPLOAD_MESSAGES.notMultipart, { field: UPLOAD_FIELD });
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') continue;
          if (part.fieldname !== UPLOAD_FIELD || bytes) throw new HttpError(400, ADMIN_UPLOAD_MESSAGES.oneFile);
          bytes = await part.toBuffer();
          // The truncation mark can come after the last chunk over a real socket (as in edit-form.ts).
          if (part.file.truncated) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
        }
      } catch (error) {
        readError(error);
      }
      if (!bytes) throw new HttpError(400, ADMIN_UPLOAD_MESSAGES.noFile, { field: UPLOAD_FIELD });
      // The larger box (2400 px): preview images are shown wide; logos are small anyway.
      const image = await processImage(bytes, 'project').catch(onFileField);
      await storage.put(image.name, image.data);
      return reply.status(201).send({ url: mediaUrl(image.name) });
    },
  );
};

export default routes;
