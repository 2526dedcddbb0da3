/**
 * One bwip-js per barcode encoder (so the serial view, the QR and one barcode encoder stay within
 * 60 kB gzip). Each encoder in src/flows/serial/encoders/ imports one named symbology from
 * `bwip-js/browser`, but a bundler cannot split one module between chunks: with seven encoders
 * importing the same bwip-js module, the union of what they use (every symbology we draw, 53 kB gzip)
 * went into one shared chunk that any barcode downloaded. In builds, this plugin gives each encoder its
 * own instance of the module (the same file with an `?encoder=<name>` suffix), so each encoder's chunk
 * is tree-shaken to its one symbology plus bwip-js's renderer (pharmacode about 42 kB, code128 about
 * 48 kB). A serial shows one symbology, so nothing is downloaded twice in practice. Development and
 * tests keep the plain import. Relative imports only: vite.config.ts loads this file.
 */
import type { Plugin } from 'vite';

const ENCODER = /[\\/]src[\\/]flows[\\/]serial[\\/]encoders[\\/]([a-z0-9]+)\.ts$/;
const BWIP_COPY = /[\\/]node_modules[\\/]bwip-js[\\/].*\?encoder=([a-z0-9]+)$/;

export function bwipPerEncoderPlugin(): Plugin {
  return {
    name: 'bwip-per-encoder',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      // The encoder's own import, or bwip-js's imports of its own files (bwipp.mjs) from an encoder's copy.
      const encoder = source === 'bwip-js/browser' ? ENCODER.exec(importer)?.[1] : BWIP_COPY.exec(importer)?.[1];
      if (!encoder) return null;
      const resolved = await this.resolve(source, importer.replace(/\?.*$/, ''), { ...options, skipSelf: true });
      if (!resolved) throw new Error(`bwipPerEncoder: ${source} did not resolve`);
      return { ...resolved, id: `${resolved.id}?encoder=${encoder}` };
    },
  };
}
