import sharp from 'sharp';
import { reencodeImage } from './reencode';

const png = () =>
  sharp({ create: { width: 8, height: 4, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
const text = (s: string) => new TextEncoder().encode(s);
const contains = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle));

describe('reencodeImage', () => {
  it('refuses a PNG signature followed by HTML', async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text('<html><script>alert(1)</script></html>')]);
    expect(await reencodeImage(fake)).toBeNull();
  });

  it('refuses a JPEG signature on PNG pixels, and anything that is no image', async () => {
    const real = await png();
    expect(await reencodeImage(new Uint8Array([0xff, 0xd8, 0xff, ...real]))).toBeNull();
    expect(await reencodeImage(text('GIF89a'))).toBeNull();
  });

  it('drops what follows the image and its metadata, keeping the pixels', async () => {
    const withExif = await sharp(await png())
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Location' } } })
      .jpeg()
      .toBuffer();
    const polluted = new Uint8Array([...withExif, ...text('<script>alert(1)</script>')]);
    const out = await reencodeImage(polluted);
    expect(out?.type).toBe('image/jpeg');
    expect(contains(out!.bytes, '<script>')).toBe(false);
    expect(contains(out!.bytes, 'Secret Location')).toBe(false);
    expect(await sharp(out!.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 8, height: 4 });
  });

  it('keeps a PNG a PNG', async () => {
    const out = await reencodeImage(new Uint8Array(await png()));
    expect(out?.type).toBe('image/png');
    expect(await sharp(out!.bytes).metadata()).toMatchObject({ format: 'png', width: 8, height: 4 });
  });
});
