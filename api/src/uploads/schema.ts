import { Type } from 'typebox';
import { UPLOAD_WIDTHS } from '../upload-names.js';

export { UPLOAD_WIDTHS };

/** POST /uploads/images → 201 data. */
export const UploadedImageSchema = Type.Object({
  image: Type.String({ description: `The picture at its largest width (${UPLOAD_WIDTHS.at(-1)}), a path served by the API: put it in a campaign's, profile's or volunteer entry's image.` }),
  widths: Type.Array(Type.Integer(), { description: 'The widths kept: the same path ending -<width>.webp (srcset).' }),
});
