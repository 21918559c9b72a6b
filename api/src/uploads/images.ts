/**
 * An uploaded picture made safe and small: the type read from its bytes (JPEG, PNG, WebP only;
 * never the file name or the declared type), turned upright, every metadata block dropped (EXIF,
 * GPS location, XMP, ICC comments), and re-encoded as WebP at a few widths for srcset (UPLOAD_WIDTHS;
 * a picture narrower than one is kept at its own width under that name).
 */
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../lib/errors.js';
import { msg, word, type Msg } from '../i18n/index.js';
import { UPLOAD_WIDTHS } from './schema.js';


const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Larger than this many pixels is refused before decoding (a small file can expand to gigabytes). */
const MAX_PIXELS = 40_000_000;
const QUALITY = 70;

export interface ProcessedImage {
  /** Hash of the picture's bytes: the same picture uploaded twice has the same id. */
  id: string;
  variants: { width: number; name: string; bytes: Buffer }[];
}

export const unsupportedType = (what: Msg) => new HttpError(415, msg('uploads.type', { what: word(what.key, what.params) }));

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupportedType(type ? msg('uploads.isType', { mime: type.mime }) : msg('uploads.unreadable'));
  let image: Sharp;
  try {
    image = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    throw unsupportedType(msg('uploads.damaged'));
  }
  const id = crypto.createHash('sha256').update(input).digest('hex').slice(0, 24);
  try {
    const variants = await Promise.all(
      UPLOAD_WIDTHS.map(async (width) => ({
        width,
        name: `${id}-${width}.webp`,
        // sharp writes no metadata unless asked (withMetadata/keepExif): EXIF and GPS are gone.
        bytes: await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: QUALITY }).toBuffer(),
      })),
    );
    return { id, variants };
  } catch {
    throw unsupportedType(msg('uploads.damagedOnly'));
  }
}
