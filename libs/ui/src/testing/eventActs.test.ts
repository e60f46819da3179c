import { describe, expect, it } from 'vitest';
import { withoutNestedActs, type EventWrapper } from './eventActs';

describe('withoutNestedActs', () => {
  it('wraps an event once, running events dispatched while it is handled inside the same wrapper', () => {
    const scopes: string[] = [];
    const act: EventWrapper = (cb) => {
      scopes.push('open');
      try {
        return cb();
      } finally {
        scopes.push('close');
      }
    };
    const wrapper = withoutNestedActs(act);
    const result = wrapper(() => `outer+${String(wrapper(() => 'nested'))}`);
    expect(result).toBe('outer+nested');
    expect(scopes).toEqual(['open', 'close']);
    // The next event gets an act of its own again, even after an error.
    expect(() => wrapper(() => {
      throw new Error('handler failed');
    })).toThrow('handler failed');
    wrapper(() => undefined);
    expect(scopes).toEqual(['open', 'close', 'open', 'close', 'open', 'close']);
  });

  it('is applied once however often the setup runs', () => {
    const act: EventWrapper = (cb) => cb();
    const once = withoutNestedActs(act);
    expect(withoutNestedActs(once)).toBe(once);
  });
});
