import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import {
  Text,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import type { QueuedToast, ToastOptions } from 'react-aria-components';
import { CloseButton } from '../field/CloseButton';
import { useUiStrings } from '../field/uiStrings';
import { StyledToast, StyledToastRegion } from './Toast.styles';

/** What the toast reports: neutral information, a success, or an error. */
export type ToastTone = 'info' | 'success' | 'error';

/** The content of one toast. */
export type ToastMessage = {
  /** Short headline, read first by screen readers. */
  title: string;
  /** Optional detail under the title. */
  description?: string;
  /** Defaults to `info`. */
  tone?: ToastTone;
};

/** react-aria's queue of toasts: `add(message, { timeout })`, `close(key)`; usable outside React too. */
export type ToastQueueOf = ToastQueue<ToastMessage>;

/** What `useToast()` gives. */
export type ToastApi = {
  /**
   * Shows a toast and returns its key. `timeout` (ms, at least 5000 so it can be read) closes it by
   * itself; without one it stays until dismissed. Errors should stay.
   */
  show: (message: ToastMessage, options?: ToastOptions) => string;
  /** Closes a toast by its key. */
  close: (key: string) => void;
};

/** A new, empty toast queue (one per app; the provider makes its own when given none). */
export function createToastQueue(): ToastQueueOf {
  return new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });
}

const ToastQueueContext = createContext<ToastQueueOf | null>(null);

export type ToastProviderProps = {
  /** The app (or the part of it) that may show toasts. */
  children: ReactNode;
  /** A queue made with `createToastQueue()`, to add toasts from outside React; otherwise one of its own. */
  queue?: ToastQueueOf;
  /** Accessible name of each toast's close button; defaults to "Close" in the current language. */
  closeLabel?: string;
  /** Accessible name of the toast region (F6 landmark); react-aria's localised "Notifications" by default. */
  'aria-label'?: string;
};

function ToastItem({ toast, closeLabel }: { toast: QueuedToast<ToastMessage>; closeLabel: string }) {
  return (
    <StyledToast toast={toast} data-tone={toast.content.tone ?? 'info'}>
      <ToastContent data-toast-content="">
        <Text slot="title">{toast.content.title}</Text>
        {toast.content.description === undefined ? null : (
          <Text slot="description">{toast.content.description}</Text>
        )}
      </ToastContent>
      <CloseButton slot="close" aria-label={closeLabel} />
    </StyledToast>
  );
}

/**
 * Renders the toast region (a landmark reached with F6; new toasts are announced, focus is not stolen)
 * and lets descendants show toasts with `useToast()`.
 */
export function ToastProvider({ children, queue, closeLabel, ...rest }: ToastProviderProps) {
  const [ownQueue] = useState(createToastQueue);
  const active = queue ?? ownQueue;
  const strings = useUiStrings();
  return (
    <ToastQueueContext value={active}>
      {children}
      <StyledToastRegion {...rest} queue={active}>
        {({ toast }) => (
          <ToastItem toast={toast as QueuedToast<ToastMessage>} closeLabel={closeLabel ?? strings.close} />
        )}
      </StyledToastRegion>
    </ToastQueueContext>
  );
}

/** Shows and closes toasts of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const queue = use(ToastQueueContext);
  if (queue === null) throw new Error('useToast() needs a <ToastProvider> above it.');
  return useMemo(
    () => ({
      show: (message, options) => queue.add(message, options),
      close: (key) => queue.close(key),
    }),
    [queue],
  );
}
