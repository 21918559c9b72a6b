import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, HttpError } from '../lib/errors.js';
import { errorResponses, okMessageWith } from '../lib/schemas.js';
import { requireUser } from '../users/auth.js';
import { processImage } from './images.js';
import { UPLOAD_WIDTHS, UploadedImageSchema } from './schema.js';
import { UPLOADS_PREFIX } from './store.js';
import { msg } from '../i18n/index.js';

/**
 * POST /uploads/images: a picture for a campaign (admins), a profile or a volunteer entry (anyone
 * signed in), as multipart/form-data with one file. Multipart is accepted on this route only.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { maxBytes } = app.config.uploads;
  const mb = Math.round(maxBytes / (1024 * 1024));
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 } });

  app.post(
    '/uploads/images',
    {
      preValidation: requireUser,
      preHandler: app.writeLimit,
      schema: {
        tags: ['uploads'],
        operationId: 'uploadImage',
        summary: `Upload a picture (multipart/form-data, one file, at most ${mb} MB; JPEG, PNG or WebP read from its bytes). Kept as WebP at ${UPLOAD_WIDTHS.join(', ')} px wide, without EXIF or location. 413 too large, 415 another type.`,
        consumes: ['multipart/form-data'],
        response: { 201: okMessageWith(UploadedImageSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'uploads.multipart');
      let bytes: Buffer | undefined;
      try {
        // Every part is read, so a second file is noticed (FST_FILES_LIMIT), not ignored.
        for await (const file of request.files()) {
          if (bytes) throw badRequest('uploads.one');
          bytes = await file.toBuffer();
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, msg('uploads.tooLarge', { mb }));
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('uploads.one');
        throw error;
      }
      if (!bytes) throw badRequest('uploads.choose');
      if (bytes.length === 0) throw badRequest('uploads.empty');
      const { variants } = await processImage(bytes);
      for (const v of variants) await app.uploads.put(v.name, v.bytes);
      const largest = variants.at(-1)!;
      request.log.info({ userId: request.auth!.id, name: largest.name, bytes: bytes.length }, 'picture uploaded');
      return reply.code(201).send({
        success: true,
        message: request.t('uploads.done'),
        data: { image: `${UPLOADS_PREFIX}${largest.name}`, widths: [...UPLOAD_WIDTHS] },
      });
    },
  );
};
