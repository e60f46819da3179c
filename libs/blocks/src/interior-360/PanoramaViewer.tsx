import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useDirection, useUi } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { stringsFor } from '../shared/strings';
import type { ImageValue } from '../shared/values';
import { angleForDrag, angleForKey, wrapAngle } from './panorama';
import { Controls, Copy, Hint, PlayButton, Stage, Track, Viewer } from './PanoramaViewer.styles';
import { panoramaStrings } from './strings';

export interface PanoramaViewerProps {
  image: ImageValue | null;
  /** Page position of the block (image loading priority). */
  index: number;
  /** Accessible name (the block heading's text), added to the control's own. */
  label?: string;
  /** has_autostart: a slow turn with a pause button; never under reduced motion. */
  autostart?: boolean;
}

/** Degrees per second of the autostart turn: a slow, calm look round. */
const AUTO_SPEED = 9;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * A panoramic image the visitor turns round: drag (mouse, pen, touch; vertical page scroll kept) or a
 * slider's keys, in degrees, with the forward arrow mirrored under RTL. The autostart turn is paused by any
 * interaction or the pause button (WCAG 2.2.2) and does not start under reduced motion.
 */
export function PanoramaViewer({ image, index, label, autostart = false }: PanoramaViewerProps) {
  const dir = useDirection();
  const t = stringsFor(panoramaStrings, useUi().locale);
  const [angle, setAngle] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; from: number; width: number } | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!autostart || reducedMotion()) return;
    const start = window.setTimeout(() => setPlaying(true), 0);
    return () => window.clearTimeout(start);
  }, [autostart]);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      setAngle((current) => wrapAngle(current + ((now - last) / 1000) * AUTO_SPEED));
      last = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  if (!image) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = angleForKey(event.key, angle, dir);
    if (next === null) return;
    event.preventDefault();
    setPlaying(false);
    setAngle(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    setPlaying(false);
    const width = (trackRef.current?.getBoundingClientRect().width ?? 0) / 2;
    drag.current = { x: event.clientX, from: angle, width };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setAngle(angleForDrag(drag.current.from, event.clientX - drag.current.x, drag.current.width, dir));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  // The track holds two copies (each half its width): LTR slides it toward the start, RTL from the second copy back.
  const share = (angle / 360) * 50;
  const shift = dir === 'rtl' ? -50 + share : -share;
  const trackStyle: CSSProperties = { transform: `translateX(${shift}%)` };
  const degrees = Math.round(angle) % 360;
  const name = label ? `${t.look} – ${label}` : t.look;

  return (
    <Viewer>
      <Stage
        role="slider"
        tabIndex={0}
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={degrees}
        aria-valuetext={t.angle(degrees)}
        aria-orientation="horizontal"
        data-dragging={dragging}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <Track ref={trackRef} dir="ltr" style={trackStyle}>
          <Copy>
            <BlockImage image={image} index={index} sizes="150vw" fallbackAlt={t.view} />
          </Copy>
          <Copy aria-hidden="true">
            <BlockImage image={{ ...image, alt: '' }} index={index} sizes="150vw" />
          </Copy>
        </Track>
      </Stage>
      <Controls>
        {autostart && (
          <PlayButton type="button" aria-label={playing ? t.pause : t.play} onClick={() => setPlaying(!playing)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M4 2l10 6-10 6z" fill="currentColor" />}
            </svg>
          </PlayButton>
        )}
        <Hint>{t.hint}</Hint>
      </Controls>
    </Viewer>
  );
}
