import { createEvent, createStore, sample } from 'effector';

/** Where a video plays: our own file, or a privacy-enhanced embed of a known host. */
export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'youtube'; src: string }
  | { kind: 'vimeo'; src: string };

export interface VideoModalState {
  title: string;
  source: VideoSource;
}

const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;

/**
 * Reads a video address (A§2 video modal): YouTube (watch, youtu.be, shorts, embed) becomes a
 * youtube-nocookie embed, Vimeo a player embed, an https or same-site .mp4/.webm a file; anything
 * else is refused (null), so no arbitrary page is ever framed.
 */
export function videoSourceFrom(address: string): VideoSource | null {
  let url: URL;
  try {
    url = new URL(address.trim(), 'https://site.invalid');
  } catch {
    return null;
  }
  const sameSite = url.origin === 'https://site.invalid';
  if (!sameSite && url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  } else if (host === 'youtu.be') {
    id = url.pathname.slice(1).split('/')[0] ?? null;
  }
  if (id !== null) {
    return youtubeId.test(id) ? { kind: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = /\/(?:video\/)?(\d{5,12})(?:\/|$)/.exec(url.pathname)?.[1];
    return vimeo ? { kind: 'vimeo', src: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1` } : null;
  }
  if (/\.(mp4|webm)$/i.test(url.pathname)) {
    return { kind: 'file', src: sameSite ? `${url.pathname}${url.search}` : url.href };
  }
  return null;
}

export const videoModalOpened = createEvent<{ url: string; title: string }>();
export const videoModalClosed = createEvent();

export const $videoModal = createStore<VideoModalState | null>(null, { sid: 'shell/videoModal/$state' });

sample({
  clock: videoModalOpened,
  filter: ({ url }) => videoSourceFrom(url) !== null,
  fn: ({ url, title }): VideoModalState | null => ({ title, source: videoSourceFrom(url)! }),
  target: $videoModal,
});
sample({ clock: videoModalClosed, fn: (): VideoModalState | null => null, target: $videoModal });
