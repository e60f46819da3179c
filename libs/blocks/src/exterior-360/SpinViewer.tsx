import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useDirection, useUi } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { stringsFor } from '../shared/strings';
import { dragFrames, frameAngle, keyStep, prefersReducedMotion, wrapFrame, type MediaId } from './frames';
import { Hint, Range, Stage, Viewer } from './SpinViewer.styles';
import { spinStrings } from './strings';

export interface SpinViewerProps {
  /** Media ids of the frames in rotation order. */
  frames: readonly MediaId[];
  /** Page position of the block (image loading priority). */
  index: number;
  /** Accessible name of the view (the block heading's text, or a default). */
  label?: string;
  /** has_slider_with_handle: a range input under the view (then the view itself is drag-only). */
  handle?: boolean;
  /** has_autostart: one turn when the view first comes into sight (never under reduced motion). */
  autostart?: boolean;
  sizes?: string;
}

/** A full turn of the autostart, well under the 5 s after which moving content needs a pause control. */
const AUTOSTART_MS = 3600;

function DragGlyph() {
  return (
    <svg viewBox="0 0 28 16" aria-hidden="true" focusable="false">
      <path d="M2 8h24M6 4L2 8l4 4M22 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A 360° view over a frame sequence: drag (mouse, pen or touch, vertical page scroll kept) or the keys of
 * a slider (reading-direction arrows mirrored under RTL, Up/Down, PageUp/PageDown, Home/End) turn it.
 * Follows the WAI-ARIA slider pattern, valued in degrees; with `handle`, a native range does that job.
 */
export function SpinViewer({ frames, index, label, handle = false, autostart = false, sizes = '100vw' }: SpinViewerProps) {
  const dir = useDirection();
  const t = stringsFor(spinStrings, useUi().locale);
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; from: number } | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const spinning = useRef<number | null>(null);

  const stopSpin = () => {
    if (spinning.current !== null) window.clearInterval(spinning.current);
    spinning.current = null;
  };

  useEffect(() => {
    const stage = stageRef.current;
    if (!autostart || count < 2 || !stage || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      let step = 0;
      spinning.current = window.setInterval(() => {
        step += 1;
        setFrame(wrapFrame(step, count));
        if (step >= count) stopSpin();
      }, AUTOSTART_MS / count);
    }, { threshold: 0.5 });
    observer.observe(stage);
    return () => {
      observer.disconnect();
      stopSpin();
    };
  }, [autostart, count]);

  if (count === 0) return null;
  const alt = label ? `${label} – ${t.view}` : t.view;
  if (count === 1) return <BlockImage image={{ id: frames[0]! }} index={index} sizes={sizes} fallbackAlt={alt} />;

  const turnTo = (next: number) => {
    stopSpin();
    setFrame(wrapFrame(next, count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = keyStep(event.key, dir, count);
    if (!step) return;
    event.preventDefault();
    turnTo('to' in step ? step.to : frame + step.by);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    stopSpin();
    drag.current = { x: event.clientX, from: frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const width = event.currentTarget.getBoundingClientRect().width;
    turnTo(drag.current.from + dragFrames(event.clientX - drag.current.x, width, count, dir));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const angle = frameAngle(frame, count);
  const sliderProps = handle
    ? {}
    : {
        role: 'slider',
        tabIndex: 0,
        'aria-label': label ? `${t.rotate} – ${label}` : t.rotate,
        'aria-valuemin': 0,
        'aria-valuemax': 359,
        'aria-valuenow': angle,
        'aria-valuetext': t.angle(angle),
        'aria-orientation': 'horizontal' as const,
        onKeyDown,
      };

  return (
    <Viewer>
      <Stage
        ref={stageRef}
        data-dragging={dragging}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        {...sliderProps}
      >
        {frames.map((id, position) => (
          <div key={`${position}-${id}`} data-current={position === frame} aria-hidden={position !== frame || undefined}>
            <BlockImage
              image={{ id }}
              index={index}
              sizes={sizes}
              fallbackAlt={alt}
              priority={position === 0 ? undefined : 'lazy'}
            />
          </div>
        ))}
      </Stage>
      {handle && (
        <Range
          type="range"
          min={0}
          max={count - 1}
          step={1}
          value={frame}
          aria-label={label ? `${t.rotate} – ${label}` : t.rotate}
          aria-valuetext={t.angle(angle)}
          onChange={(event) => turnTo(Number(event.target.value))}
          // The same keys as the view itself (mirrored under RTL, turning round at the ends).
          onKeyDown={onKeyDown}
        />
      )}
      <Hint>
        <DragGlyph />
        {t.hint}
      </Hint>
    </Viewer>
  );
}
