import sharp from 'sharp';

/**
 * A photo-like JPEG as a phone camera makes one (2400×1500 by default): coloured gradients and grain a
 * sixteenth of the width fine, smoothly enlarged, so that it keeps detail at the widths a phone is sent
 * (400–800 px) and compresses there like a photo does (a flat test image or per-pixel noise would not).
 * For upload tests and the bench's campaign pictures; another `seed` gives another picture (another upload name).
 */
export async function photoLikeJpeg(width = 2400, height = 1500, seed = 0): Promise<Buffer> {
  const w = Math.round(width / 16);
  const h = Math.round(height / 16);
  const grain = Buffer.alloc(w * h * 3);
  for (let i = 0; i < grain.length; i++) {
    const x = Math.floor(i / 3) % w;
    const y = Math.floor(i / 3 / w);
    grain[i] = ((i % 3) * 60 + (x * 200) / w + (y * 100) / h + seed + (Math.imul(i, 2654435761) >>> 26)) & 255;
  }
  return sharp(grain, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 90 }).toBuffer();
}
