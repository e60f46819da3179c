import { describe, expect, it } from 'vitest';
import { holdAnnouncement } from './announcements';

describe('holdAnnouncement', () => {
  it('tells the length of the hold when it starts, rounded to whole minutes', () => {
    expect(holdAnnouncement(null, 900)).toEqual({ kind: 'started', minutes: 15 });
    expect(holdAnnouncement(null, 29)).toEqual({ kind: 'started', minutes: 1 });
  });

  it('speaks at the 5-minute and 1-minute marks only, not every second', () => {
    const heard: unknown[] = [];
    let previous: number | null = 400;
    for (let seconds = 399; seconds >= 1; seconds -= 1) {
      const announcement = holdAnnouncement(previous, seconds);
      if (announcement) heard.push({ at: seconds, ...announcement });
      previous = seconds;
    }
    expect(heard).toEqual([
      { at: 300, kind: 'left', minutes: 5 },
      { at: 60, kind: 'left', minutes: 1 },
    ]);
  });

  it('announces only the last mark a jump crosses (a tab woken from sleep), and nothing at the end', () => {
    expect(holdAnnouncement(400, 50)).toEqual({ kind: 'left', minutes: 1 });
    expect(holdAnnouncement(10, 0)).toBeNull();
    expect(holdAnnouncement(10, null)).toBeNull();
  });
});
