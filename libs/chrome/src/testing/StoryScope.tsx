import { fork, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { closureReadFx, closureRecordedFx, warningLoggedFx } from '@lux/shell';

/** Store values to start a story's scope from. */
export type StoryValues = [StoreWritable<unknown>, unknown][];

/**
 * An Effector scope per story: models start from `values`, and storage and logging do nothing, so
 * a story never leaves a closure behind in the browser.
 */
export function StoryScope({ values, children }: { values: StoryValues; children: ReactNode }) {
  const [scope] = useState(() =>
    fork({
      values,
      handlers: [
        [closureReadFx, () => false],
        [closureRecordedFx, () => undefined],
        [warningLoggedFx, () => undefined],
      ],
    }),
  );
  return <Provider value={scope}>{children}</Provider>;
}

/** Store and value as one tuple, typed against each other. */
export function value<T>(store: StoreWritable<T>, state: T): [StoreWritable<unknown>, unknown] {
  return [store as unknown as StoreWritable<unknown>, state];
}
