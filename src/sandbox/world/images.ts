/**
 * Local artwork for the seeded catalogue. Nothing outside the machine can be reached, so every image the
 * sandbox mentions is drawn here as SVG and served by the blob handler under /sandbox/blob/images/<name>.webp,
 * rasterised (./imageData.ts, written by scripts/sandbox-images.ts): the platform serves photos, and an SVG in
 * an <img> would cost the page a document of its own per picture.
 */
import { rasterImages } from './imageData';

/** The side of the square raster pictures, in pixels (twice the 250-unit artwork). */
export const RASTER_SIZE = 500;

const motifs: Record<string, string> = {
  cup: '<path d="M70 90h110l-12 110a16 16 0 0 1-16 14H98a16 16 0 0 1-16-14z" fill="FG"/><rect x="62" y="74" width="126" height="18" rx="6" fill="FG2"/><path d="M125 40c-10 12 10 18 0 30" stroke="FG2" stroke-width="6" fill="none" stroke-linecap="round"/>',
  icedTea: '<path d="M78 70h94l-10 140a12 12 0 0 1-12 11h-50a12 12 0 0 1-12-11z" fill="FG"/><rect x="120" y="30" width="8" height="70" fill="FG2" transform="rotate(12 124 60)"/><rect x="92" y="110" width="22" height="22" rx="4" fill="#fff" opacity=".6"/><rect x="128" y="132" width="22" height="22" rx="4" fill="#fff" opacity=".6"/>',
  croissant: '<path d="M40 150c20-60 150-60 170 0-20 10-40 0-50-10-10 15-60 15-70 0-10 10-30 20-50 10z" fill="FG"/><path d="M100 112l10 36M150 112l-10 36M125 104v44" stroke="FG2" stroke-width="5"/>',
  tumbler: '<rect x="90" y="50" width="70" height="160" rx="14" fill="FG"/><rect x="86" y="40" width="78" height="24" rx="8" fill="FG2"/><rect x="100" y="110" width="50" height="40" rx="6" fill="#fff" opacity=".35"/>',
  mug: '<rect x="70" y="80" width="100" height="110" rx="14" fill="FG"/><path d="M170 105h18a20 20 0 0 1 0 40h-18" stroke="FG" stroke-width="14" fill="none"/><path d="M100 50c-8 10 8 16 0 26M130 50c-8 10 8 16 0 26" stroke="FG2" stroke-width="5" fill="none"/>',
  ticket: '<path d="M40 80h170v30a18 18 0 0 0 0 36v30H40v-30a18 18 0 0 0 0-36z" fill="FG"/><path d="M150 84v92" stroke="FG2" stroke-width="4" stroke-dasharray="8 6"/><circle cx="95" cy="128" r="22" fill="FG2"/>',
  leaf: '<path d="M60 190C60 90 130 50 200 50c0 90-50 140-140 140z" fill="FG"/><path d="M70 180C110 140 140 110 180 70" stroke="FG2" stroke-width="6" fill="none"/>',
  gift: '<rect x="60" y="100" width="130" height="100" rx="8" fill="FG"/><rect x="52" y="80" width="146" height="30" rx="6" fill="FG2"/><rect x="116" y="80" width="18" height="120" fill="FG2"/><path d="M125 80c-30-40-60-10-30 0M125 80c30-40 60-10 30 0" stroke="FG2" stroke-width="8" fill="none"/>',
  camera: '<rect x="50" y="80" width="150" height="110" rx="18" fill="FG"/><circle cx="125" cy="135" r="34" fill="FG2"/><circle cx="125" cy="135" r="18" fill="FG"/><rect x="150" y="92" width="30" height="14" rx="4" fill="FG2"/>',
  mountain: '<path d="M20 200l70-110 40 60 30-40 70 90z" fill="FG"/><circle cx="185" cy="70" r="20" fill="FG2"/>',
  tote: '<path d="M60 100h130l-10 110H70z" fill="FG"/><path d="M95 100c0-50 60-50 60 0" stroke="FG2" stroke-width="8" fill="none"/>',
  cake: '<rect x="60" y="120" width="130" height="70" rx="10" fill="FG"/><path d="M60 135c20 12 40-12 65 0s45-12 65 0" stroke="FG2" stroke-width="8" fill="none"/><rect x="120" y="80" width="10" height="40" fill="FG2"/><path d="M125 62c-8 8-4 16 0 18 4-2 8-10 0-18z" fill="#f59e0b"/>',
  kettle: '<path d="M70 110h100v70a20 20 0 0 1-20 20H90a20 20 0 0 1-20-20z" fill="FG"/><path d="M170 130l40-40" stroke="FG" stroke-width="10" stroke-linecap="round"/><rect x="100" y="92" width="40" height="18" rx="6" fill="FG2"/>',
  matcha: '<path d="M65 110h120a60 60 0 0 1-120 0z" fill="FG"/><ellipse cx="125" cy="110" rx="60" ry="12" fill="FG2"/><path d="M170 70l-30 40" stroke="FG2" stroke-width="6"/>',
  store: '<rect x="50" y="100" width="150" height="100" fill="FG"/><path d="M40 100l20-40h130l20 40z" fill="FG2"/><rect x="110" y="140" width="30" height="60" fill="#fff" opacity=".5"/>',
  receipt: '<path d="M80 40h90v170l-15-10-15 10-15-10-15 10-15-10-15 10z" fill="FG"/><path d="M95 80h60M95 105h60M95 130h40" stroke="FG2" stroke-width="6"/>',
  heart: '<path d="M125 200C40 140 50 70 95 70c15 0 25 10 30 22 5-12 15-22 30-22 45 0 55 70-30 130z" fill="FG"/>',
};

interface ArtSpec {
  motif: keyof typeof motifs;
  background: string;
  foreground: string;
  accent: string;
}

/** Every image the sandbox serves, by file name without extension. */
export const imageSpecs: Record<string, ArtSpec> = {
  'campaign-iced-thai-tea': { motif: 'icedTea', background: '#fde7d3', foreground: '#e07a2f', accent: '#7c3f12' },
  'campaign-americano': { motif: 'cup', background: '#efe6dd', foreground: '#5b3a29', accent: '#c7a17a' },
  'campaign-croissant': { motif: 'croissant', background: '#fff4d6', foreground: '#d99a3c', accent: '#8a5a1e' },
  'campaign-tumbler': { motif: 'tumbler', background: '#e3f0ef', foreground: '#2f6f6a', accent: '#17403d' },
  'campaign-khao-yai': { motif: 'mountain', background: '#e4f1dc', foreground: '#3f7d3a', accent: '#f2b134' },
  'campaign-ride-voucher': { motif: 'ticket', background: '#dff5e6', foreground: '#12a150', accent: '#ffffff' },
  'campaign-cash-voucher': { motif: 'ticket', background: '#f6e6ef', foreground: '#a2336b', accent: '#ffffff' },
  'campaign-mangrove': { motif: 'leaf', background: '#e1f2ea', foreground: '#23855c', accent: '#0f4f35' },
  'campaign-songkran-tote': { motif: 'tote', background: '#e2ecfb', foreground: '#3367c6', accent: '#1d3f80' },
  'campaign-coconut-cake': { motif: 'cake', background: '#fbf3e8', foreground: '#e8d3b0', accent: '#a0692f' },
  'campaign-pour-over': { motif: 'kettle', background: '#eceae7', foreground: '#3b3b3b', accent: '#b08d57' },
  'campaign-birthday-drink': { motif: 'gift', background: '#fde8ec', foreground: '#d94c6a', accent: '#fbd3a4' },
  'campaign-matcha': { motif: 'matcha', background: '#edf5e1', foreground: '#6c9a35', accent: '#3d5d1a' },
  'campaign-oat-milk': { motif: 'cup', background: '#f5f0e6', foreground: '#c9b48d', accent: '#6d5a3a' },
  'campaign-instax': { motif: 'camera', background: '#e6eefa', foreground: '#7aa0d8', accent: '#ffffff' },
  'campaign-mug': { motif: 'mug', background: '#f2ece4', foreground: '#8c6d52', accent: '#c9b49c' },
  'category-drinks': { motif: 'cup', background: '#f3e7da', foreground: '#7b4a2d', accent: '#d6a97b' },
  'category-bakery': { motif: 'croissant', background: '#fff3d9', foreground: '#d3912f', accent: '#8a5a1e' },
  'category-lifestyle': { motif: 'tote', background: '#e4ecf7', foreground: '#3d66a8', accent: '#1d3f80' },
  'category-partners': { motif: 'ticket', background: '#e1f4e8', foreground: '#1c9a55', accent: '#ffffff' },
  'category-lucky-draw': { motif: 'gift', background: '#fde9ee', foreground: '#cc4466', accent: '#fbd3a4' },
  'category-give-back': { motif: 'leaf', background: '#e3f3eb', foreground: '#2b8a5f', accent: '#0f4f35' },
  'store-siam': { motif: 'store', background: '#efe6dd', foreground: '#7b4a2d', accent: '#d6a97b' },
  'store-ari': { motif: 'store', background: '#e4ecf7', foreground: '#3d66a8', accent: '#9fb8e0' },
  'store-nimman': { motif: 'store', background: '#e4f1dc', foreground: '#3f7d3a', accent: '#a7d08c' },
  'store-phuket': { motif: 'store', background: '#e2f1f7', foreground: '#2a7ea6', accent: '#9fd2ea' },
  'store-khonkaen': { motif: 'store', background: '#fbeee0', foreground: '#b86b25', accent: '#f0c08f' },
  'receipt-photo': { motif: 'receipt', background: '#f1f1f1', foreground: '#ffffff', accent: '#9a9a9a' },
  'welcome-point': { motif: 'heart', background: '#fde8ec', foreground: '#d94c6a', accent: '#ffffff' },
  'profile-picture': { motif: 'heart', background: '#e6eefa', foreground: '#7aa0d8', accent: '#ffffff' },
};

/** URL of an image served by the sandbox (same origin). */
export function imageUrl(name: keyof typeof imageSpecs | string): string {
  return `/sandbox/blob/images/${name}.webp`;
}

/** The bytes of a picture kept as base64 (a raster here, an uploaded profile picture in the world). */
export function base64Bytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/** The WebP bytes of `name` (with or without its extension), or undefined when there is no such image. */
export function imageBytes(name: string): Uint8Array | undefined {
  const raster = rasterImages[name.replace(/\.(webp|svg)$/, '')];
  return raster ? base64Bytes(raster.webp) : undefined;
}

/** A short fingerprint of an artwork's SVG (FNV-1a), kept beside its raster to tell when it is stale. */
export function artHash(svg: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < svg.length; i++) h = Math.imul(h ^ svg.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The SVG artwork of `name` (the source of its raster), or undefined when there is no such image. */
export function renderImage(name: string): string | undefined {
  const spec = imageSpecs[name];
  if (!spec) return undefined;
  const body = (motifs[spec.motif] ?? '').replaceAll('FG2', spec.accent).replaceAll('FG', spec.foreground);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 250" width="500" height="500" role="img">` +
    `<rect width="250" height="250" fill="${spec.background}"/>` +
    `<circle cx="205" cy="40" r="60" fill="${spec.foreground}" opacity=".08"/>` +
    `<circle cx="30" cy="230" r="50" fill="${spec.accent}" opacity=".12"/>` +
    body +
    `</svg>`
  );
}
