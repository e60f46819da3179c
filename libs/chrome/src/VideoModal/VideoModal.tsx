import { useUnit } from 'effector-react';
import { $videoModal, videoModalClosed, type VideoSource } from '@lux/shell';
import { Player, StyledVideoModal } from './VideoModal.styles';

export interface VideoModalProps {
  /** Accessible name of the close button, e.g. "Close" or "סגירה". */
  closeLabel: string;
}

function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  if (source.kind === 'file') {
    // A visitor asked for this video: it starts at once, with controls; playsInline keeps iOS in the page.
    // eslint-disable-next-line jsx-a11y/media-has-caption -- captions come with the video file when the editor supplies them
    return <video src={source.src} controls autoPlay playsInline title={title} />;
  }
  return (
    <iframe
      src={source.src}
      title={title}
      allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * The brand layout's video modal (A§2): any block opens it with `videoModalOpened({ url, title })`.
 * YouTube plays from youtube-nocookie, Vimeo with do-not-track, files natively; closing stops playback
 * (the player is removed).
 */
export function VideoModal({ closeLabel }: VideoModalProps) {
  const [video, closed] = useUnit([$videoModal, videoModalClosed]);
  return (
    <StyledVideoModal open={video !== null} title={video?.title ?? ''} closeLabel={closeLabel} onDismiss={closed}>
      {video && (
        <Player>
          <VideoPlayer source={video.source} title={video.title} />
        </Player>
      )}
    </StyledVideoModal>
  );
}
