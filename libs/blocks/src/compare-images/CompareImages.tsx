import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { BeforeLayer, Copy, Divider, Handle, Label, Layout, Stage } from './CompareImages.styles';
import { beforeClip, positionForKey, positionFromPointer, startPosition, sweepAt } from './compare';
import { compareImagesStrings } from './strings';
import type { Fields } from './types';

const SWEEP_MS = 1800;

/**
 * has_autostart: one sweep of the handle when the block first comes into view; never for people who
 * prefer reduced motion, and it stops as soon as the visitor takes the handle.
 */
function useAutostart(
  enabled: boolean,
  start: number,
  stage: { current: HTMLElement | null },
  move: (p: number) => void,
) {
  const stopped = useRef(false);
  useEffect(() => {
    const element = stage.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const began = performance.now();
        const step = (now: number) => {
          if (stopped.current) return;
          const t = (now - began) / SWEEP_MS;
          move(sweepAt(t, start));
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.6 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [enabled, start, stage, move]);
  return () => {
    stopped.current = true;
  };
}

function Arrows() {
  // Two opposite chevrons: symmetrical, so they need no mirroring.
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/**
 * B§3.2 compare images: a before/after slider. The handle is a WAI-ARIA slider (arrow keys follow the
 * reading direction, Page Up/Down, Home/End); pointer drags and taps work with mouse, pen and touch.
 */
function CompareImages({ fields: f, index, locale }: BlockProps<Fields, never>) {
  const dir = useDirection();
  const t = stringsFor(compareImagesStrings, locale);
  const start = startPosition(f.start_position);
  const [position, setPosition] = useState(start);
  const stage = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const stopAutostart = useAutostart(f.has_autostart, start, stage, setPosition);

  if (!f.before_image && !f.after_image) return null;

  const beforeLabel = f.before_label.trim() || t.before;
  const afterLabel = f.after_label.trim() || t.after;
  const hasCopy = Boolean(f.heading.trim() || f.paragraph.trim());

  const moveTo = (clientX: number) => {
    const box = stage.current?.getBoundingClientRect();
    if (box) setPosition(positionFromPointer(clientX, box, dir));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    stopAutostart();
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    moveTo(event.clientX);
    handle.current?.focus({ preventScroll: true });
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const endDrag = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = positionForKey(event.key, position, dir);
    if (next === null) return;
    event.preventDefault();
    stopAutostart();
    setPosition(next);
  };

  const rounded = Math.round(position);
  return (
    <Surface spacing="none">
      <Container>
        <Layout data-sidebar={String(f.has_sidebar && hasCopy)}>
          {hasCopy && (
            <Copy>
              {f.heading.trim() && (
                <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              <RichText html={f.paragraph} />
            </Copy>
          )}
          <Stage
            ref={stage}
            data-stage
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
            <BlockImage
              image={f.after_image}
              index={index}
              ratio="16-9"
              sizes={f.has_sidebar ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1480px) 1480px, 100vw'}
              fallbackAlt={afterLabel}
            />
            <BeforeLayer style={{ clipPath: beforeClip(position, dir) }}>
              <BlockImage
                image={f.before_image}
                index={index}
                ratio="16-9"
                sizes={
                  f.has_sidebar ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 1480px) 1480px, 100vw'
                }
                fallbackAlt={beforeLabel}
              />
            </BeforeLayer>
            <Label data-side="before" aria-hidden="true">
              {beforeLabel}
            </Label>
            <Label data-side="after" aria-hidden="true">
              {afterLabel}
            </Label>
            <Divider style={{ insetInlineStart: `${position}%` }}>
              <Handle
                ref={handle}
                role="slider"
                tabIndex={0}
                aria-label={t.slider}
                aria-orientation="horizontal"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={rounded}
                aria-valuetext={t.valueText(beforeLabel, rounded, afterLabel, 100 - rounded)}
                onKeyDown={onKeyDown}
              >
                <Arrows />
              </Handle>
            </Divider>
          </Stage>
        </Layout>
      </Container>
    </Surface>
  );
}

export const compareImagesComponent = CompareImages satisfies BlockComponent<Fields, never>;
