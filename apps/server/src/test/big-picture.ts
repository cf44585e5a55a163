import sharp from 'sharp';

/**
 * A real 39.7-megapixel PNG (7280 × 5456, 8-bit RGB: gradients and a checker pattern), 1.7 MB: under the upload
 * limit and under the pixel limit, so the server decodes all of it. For bench/avatar-memory.ts.
 */
export async function makeBigPng() {
  const width = 7280;
  const height = 5456;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = Math.floor((x * 255) / width);
      raw[i + 1] = Math.floor((y * 255) / height);
      raw[i + 2] = ((x >> 4) ^ (y >> 4)) & 0xff;
    }
  }
  const png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, megapixels: Math.round((width * height) / 100_000) / 10 };
}
