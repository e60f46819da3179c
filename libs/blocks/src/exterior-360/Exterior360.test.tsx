import { describe, expect, it } from 'vitest';
import { dragFrames, frameAngle, keyStep, MAX_FRAMES, parseFrames, wrapFrame } from './frames';

describe('exterior 360 frames', () => {
  it('parses the frames JSON defensively', () => {
    expect(parseFrames('[1, "abc", {"id": 7}, 0, -2, null, ""]')).toEqual([1, 'abc', 7]);
    expect(parseFrames('[1, 2')).toEqual([]);
    expect(parseFrames('{"frames": [1]}')).toEqual([]);
    expect(parseFrames(undefined)).toEqual([]);
    expect(parseFrames(JSON.stringify(Array.from({ length: 100 }, (_, n) => n + 1)))).toHaveLength(MAX_FRAMES);
  });

  it('turns round at both ends', () => {
    expect(wrapFrame(24, 24)).toBe(0);
    expect(wrapFrame(-1, 24)).toBe(23);
    expect(frameAngle(6, 24)).toBe(90);
  });

  it('mirrors the arrows under RTL: ArrowLeft is forward in Hebrew', () => {
    expect(keyStep('ArrowLeft', 'rtl', 24)).toEqual({ by: 1 });
    expect(keyStep('ArrowLeft', 'ltr', 24)).toEqual({ by: -1 });
    expect(keyStep('PageUp', 'ltr', 24)).toEqual({ by: 3 });
    expect(keyStep('End', 'rtl', 24)).toEqual({ to: 23 });
    expect(keyStep('a', 'rtl', 24)).toBeNull();
  });

  it('turns forward when dragged toward the line’s end', () => {
    expect(dragFrames(100, 400, 24, 'ltr')).toBe(6);
    expect(dragFrames(-100, 400, 24, 'rtl')).toBe(6);
    expect(dragFrames(100, 0, 24, 'ltr')).toBe(0);
  });
});
