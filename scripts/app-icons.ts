/**
 * Writes the web app manifest's icons (public/icons/*.png): the brand mark of index.html's favicon, a gold star
 * on the brand green, as plain PNGs drawn here so no image tool or binary download is needed. The maskable icon
 * keeps the star inside the central 80 % safe zone. Usage: npx tsx scripts/app-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x0f, 0x51, 0x32] as const;
const GOLD = [0xd4, 0xa0, 0x17] as const;
/** The favicon's star (viewBox 24), as polygon points. */
const STAR: ReadonlyArray<readonly [number, number]> = [
  [12, 4], [14.4, 9], [19.6, 9.6], [15.8, 13.2], [16.8, 18.4], [12, 15.8], [7.2, 18.4], [8.2, 13.2], [4.4, 9.6], [9.6, 9],
];

function inside(x: number, y: number, polygon: ReadonlyArray<readonly [number, number]>): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size` px: the star scaled by `scale` about the centre, 4×4 supersampled edges. */
function icon(size: number, scale: number): Buffer {
  const rows: Buffer[] = [];
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px += 1) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = 12 + (((px + (sx + 0.5) / samples) / size) * 24 - 12) / scale;
          const y = 12 + (((py + (sy + 0.5) / samples) / size) * 24 - 12) / scale;
          if (inside(x, y, STAR)) hits += 1;
        }
      }
      const t = hits / (samples * samples);
      for (let c = 0; c < 3; c += 1) row[1 + px * 3 + c] = Math.round(GREEN[c]! * (1 - t) + GOLD[c]! * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

writeFileSync('public/icons/icon-192.png', icon(192, 1.25));
writeFileSync('public/icons/icon-512.png', icon(512, 1.25));
writeFileSync('public/icons/maskable-512.png', icon(512, 1));
writeFileSync('public/icons/apple-touch-icon.png', icon(180, 1.1));
