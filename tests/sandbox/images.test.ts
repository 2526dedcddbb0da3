// The sandbox's pictures: every artwork has a raster drawn from its current SVG, and the blob host serves
// it as a WebP of the size the generator promises.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startNodeSandbox } from '@/sandbox/node';
import { artHash, imageBytes, imageSpecs, imageUrl, RASTER_SIZE, renderImage } from '@/sandbox/world/images';
import { rasterImages } from '@/sandbox/world/imageData';

/** Width and height from a WebP's first chunk (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(bytes: Uint8Array): { width: number; height: number } {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  expect(text(0, 4)).toBe('RIFF');
  expect(text(8, 12)).toBe('WEBP');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = text(12, 16);
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  expect(chunk).toBe('VP8X');
  const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  return { width: u24(24) + 1, height: u24(27) + 1 };
}

describe('sandbox pictures', () => {
  it('are rasterised from the current artwork (run `npx tsx scripts/sandbox-images.ts` after changing it)', () => {
    expect(Object.keys(rasterImages).sort()).toEqual(Object.keys(imageSpecs).sort());
    for (const name of Object.keys(imageSpecs)) {
      expect(rasterImages[name]!.art, name).toBe(artHash(renderImage(name)!));
    }
  });

  it('are square WebP pictures of the promised size', () => {
    for (const name of Object.keys(imageSpecs)) {
      expect(webpSize(imageBytes(name)!), name).toEqual({ width: RASTER_SIZE, height: RASTER_SIZE });
    }
    expect(imageBytes('no-such-picture')).toBeUndefined();
  });

  it('the fingerprint changes with the artwork', () => {
    const svg = renderImage('campaign-mug')!;
    expect(artHash(svg)).not.toBe(artHash(svg.replace('#f2ece4', '#f2ece5')));
  });

  describe('served by the blob host', () => {
    let server: ReturnType<typeof startNodeSandbox>;
    beforeAll(() => {
      vi.spyOn(console, 'info').mockImplementation(() => undefined);
      server = startNodeSandbox();
    });
    afterAll(() => server.close());

    it('answers an image address with its WebP bytes, and an unknown one with 404', async () => {
      const res = await fetch(`http://localhost${imageUrl('campaign-mug')}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(imageBytes('campaign-mug'));
      expect((await fetch('http://localhost/sandbox/blob/images/nothing.webp')).status).toBe(404);
    });

    it('answers the default profile picture with a WebP too', async () => {
      const res = await fetch('http://localhost/sandbox/modules/profile/nobody/picture');
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(webpSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: RASTER_SIZE, height: RASTER_SIZE });
    });
  });
});
