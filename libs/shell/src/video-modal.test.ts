import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $videoModal, videoModalClosed, videoModalOpened, videoSourceFrom } from './video-modal';

describe('videoSourceFrom', () => {
  it('turns YouTube addresses into privacy-enhanced embeds', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoSourceFrom(address)).toEqual({ kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' });
    }
  });

  it('embeds Vimeo, plays our own files, refuses everything else', () => {
    expect(videoSourceFrom('https://vimeo.com/76979871')?.src).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
    expect(videoSourceFrom('/media/videos/defender.mp4')).toEqual({ kind: 'file', src: '/media/videos/defender.mp4' });
    expect(videoSourceFrom('https://cdn.example.com/a.webm')).toEqual({ kind: 'file', src: 'https://cdn.example.com/a.webm' });
    expect(videoSourceFrom('javascript:alert(1)')).toBeNull();
    expect(videoSourceFrom('http://cdn.example.com/a.mp4')).toBeNull();
    expect(videoSourceFrom('https://evil.example.com/page')).toBeNull();
    expect(videoSourceFrom('https://www.youtube.com/watch?v=<script>')).toBeNull();
  });
});

describe('video modal', () => {
  it('opens for a playable address and clears on close', async () => {
    const scope = fork();
    await allSettled(videoModalOpened, { scope, params: { url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Defender' } });
    expect(scope.getState($videoModal)?.source.kind).toBe('youtube');
    await allSettled(videoModalClosed, { scope });
    expect(scope.getState($videoModal)).toBeNull();
    await allSettled(videoModalOpened, { scope, params: { url: 'https://evil.example.com', title: 'x' } });
    expect(scope.getState($videoModal)).toBeNull();
  });
});
