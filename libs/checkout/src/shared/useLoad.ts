import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * Runs `load` in the browser whenever `key` changes (or `retry` is pressed) and gives its state. The state
 * of a key that has not answered yet is `loading`, derived rather than set, so nothing is set during an
 * effect; an answer for a key that is no longer current is dropped. A null key loads nothing (`idle`).
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): Load<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; ok: true; value: T } | { key: string; ok: false } | null>(null);
  const current = key === null ? null : `${attempt}:${key}`;
  const run = useEffectEvent(load);
  useEffect(() => {
    if (current === null) return;
    let live = true;
    run().then(
      (value) => live && setAnswer({ key: current, ok: true, value }),
      () => live && setAnswer({ key: current, ok: false }),
    );
    return () => {
      live = false;
    };
  }, [current]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (current === null) return { status: 'idle', retry };
  if (answer?.key !== current) return { status: 'loading', retry };
  return answer.ok ? { status: 'ready', value: answer.value, retry } : { status: 'failed', retry };
}
