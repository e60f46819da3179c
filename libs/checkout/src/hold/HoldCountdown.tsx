import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import { $holdSecondsLeft, $softLock, checkHoldFx, initHoldFx } from '@lux/order-online';
import { useCheckoutStrings } from '../environment';
import { clockText } from '../format';
import { VisuallyHidden } from '../shared/styles';
import { holdAnnouncement } from './announcements';

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  /* The box is there from the first paint: its text changes, nothing around it moves. */
  min-block-size: 2.75rem;
  min-inline-size: 16rem;
  padding-block: var(--lux-space-2);
  padding-inline: var(--lux-space-4);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-pill);
  background: var(--lux-color-surface-raised);
  font-variant-numeric: tabular-nums;

  &[data-empty='true'] {
    visibility: hidden;
  }

  &[data-urgent='true'] {
    border-color: var(--lux-color-danger);
  }

  & svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    flex: none;
  }

  & [data-clock] {
    /* Digits read left to right in both directions. */
    direction: ltr;
    unicode-bidi: isolate;
    font-weight: var(--lux-font-weight-bold);
  }
`;

/**
 * How long the vehicle stays held for the buyer (A§4 soft lock, ADR 026 §1). The visible clock ticks every
 * second but is not a live region; a polite status announces the hold's length when it starts and the
 * 5-minute and 1-minute marks, so a screen reader is told what matters without being flooded.
 */
export function HoldCountdown() {
  const t = useCheckoutStrings();
  const { seconds, lock, initPending, checkPending } = useUnit({
    seconds: $holdSecondsLeft,
    lock: $softLock,
    initPending: initHoldFx.pending,
    checkPending: checkHoldFx.pending,
  });
  const previous = useRef<number | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const announcement = holdAnnouncement(previous.current, seconds);
    previous.current = seconds;
    if (!announcement) return;
    setMessage(announcement.kind === 'started' ? t.holdStarted(announcement.minutes) : t.holdAnnounce(announcement.minutes));
  }, [seconds, t]);

  const paid = lock !== null && lock.expiresAt === null;
  let content: ReactNode = null;
  if (seconds !== null && seconds > 0) {
    const [before, after] = t.holdLeft('\u0000').split('\u0000');
    content = (
      <span role="timer" aria-live="off">
        {before}
        <span data-clock="">{clockText(seconds)}</span>
        {after}
      </span>
    );
  } else if (paid) {
    content = <span>{t.holdPaid}</span>;
  } else if (initPending || checkPending || (lock !== null && seconds === null)) {
    content = <span>{t.holdStarting}</span>;
  }

  return (
    <>
      <Box
        data-hold=""
        data-urgent={seconds !== null && seconds <= 60 ? 'true' : undefined}
        data-empty={content === null ? 'true' : undefined}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <circle cx="12" cy="13" r="8" />
          <path d="M12 9v4l2.5 2.5M9 2h6" strokeLinecap="round" />
        </svg>
        {content}
      </Box>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </>
  );
}
