import type { MediaSource } from '../shared/media';

/** Scene colours for story images, by image id: sky, land, body. */
const palettes = [
  ['#1d2b3a', '#6b7d8f', '#c8a45a'],
  ['#3b2f2a', '#a07850', '#2f4f3f'],
  ['#0f1c2e', '#35506e', '#d9d9d9'],
  ['#2a2a2a', '#7a7a7a', '#9e1b32'],
  ['#12303b', '#4f8a8b', '#f0e6d2'],
] as const;

/**
 * Stories run without the media service: each rendition is an SVG scene (a landscape and a car
 * silhouette) drawn at the requested size, distinct per image id, so layouts look like the real thing.
 */
export const storyMedia: MediaSource = {
  formats: [],
  urlFor(id, width, _format, ratio) {
    const [w, h] = ratio === '1-1' ? [1, 1] : ratio === '16-6-5' ? [16, 6.5] : [16, 9];
    const height = Math.round((width * h) / w);
    const palette = palettes[Math.abs(Number.parseInt(String(id), 10) || 0) % palettes.length]!;
    const [sky, land, body] = palette;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 160 ${(160 * h) / w}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${land}"/></linearGradient></defs><rect width="160" height="160" fill="url(#s)"/><path d="M0 ${(110 * h) / w} Q60 ${(80 * h) / w} 160 ${(100 * h) / w} V160 H0Z" fill="${land}" opacity=".8"/><g transform="translate(40 ${(70 * h) / w})" fill="${body}"><rect x="8" y="10" width="64" height="16" rx="4"/><path d="M18 10 L28 0 H56 L66 10Z"/><circle cx="22" cy="27" r="6" fill="#111"/><circle cx="60" cy="27" r="6" fill="#111"/></g></svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  },
};
