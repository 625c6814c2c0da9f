import 'server-only';
import sharp from 'sharp';
import { sniffImageType } from './image-type';

// A 5 MB file can claim a huge canvas.
const MAX_INPUT_PIXELS = 50_000_000;

export type Reencoded = { type: 'image/png' | 'image/jpeg'; bytes: Uint8Array<ArrayBuffer> };

/** Only pixels we encoded go on: nothing after the image (a PNG followed by HTML), no metadata. */
export async function reencodeImage(input: Uint8Array): Promise<Reencoded | null> {
  const type = sniffImageType(input.subarray(0, 16));
  if (!type) return null;
  try {
    const image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if ((type === 'image/png' && format !== 'png') || (type === 'image/jpeg' && format !== 'jpeg')) return null;
    const out = type === 'image/png' ? image.rotate().png({ compressionLevel: 9 }) : image.rotate().jpeg({ quality: 90, mozjpeg: true });
    return { type, bytes: new Uint8Array(await out.toBuffer()) };
  } catch {
    return null;
  }
}
