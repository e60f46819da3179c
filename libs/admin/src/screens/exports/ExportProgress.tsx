import { ProgressBar } from 'react-aria-components';
import styled from 'styled-components';

const Bar = styled(ProgressBar)`
  display: grid;
  gap: 0.25rem;
  min-inline-size: 8rem;

  [data-track] {
    block-size: 0.5rem;
    overflow: hidden;
    border-radius: 0.25rem;
    background: var(--lux-color-border, #d9d9d9);
  }

  [data-fill] {
    block-size: 100%;
    background: var(--lux-color-accent, #005a2b);
    transition: inline-size var(--lux-duration-base, 200ms) ease-out;
  }

  &[aria-valuenow] [data-fill] {
    min-inline-size: 0;
  }

  &:not([aria-valuenow]) [data-fill] {
    inline-size: 30%;
    animation: lux-indeterminate 1.2s ease-in-out infinite;
  }

  @keyframes lux-indeterminate {
    from {
      margin-inline-start: -30%;
    }
    to {
      margin-inline-start: 100%;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    &:not([aria-valuenow]) [data-fill] {
      animation: none;
    }
  }
`;

/** An export's progress (react-aria ProgressBar: `role="progressbar"` with its value); indeterminate while waiting. */
export function ExportProgress({ label, progress, text, waiting }: { label: string; progress: number; text: string; waiting: boolean }) {
  const value = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <Bar aria-label={label} value={value} isIndeterminate={waiting} valueLabel={text}>
      {({ percentage, valueText }) => (
        <>
          <span>{valueText}</span>
          <span data-track="">
            <span data-fill="" style={waiting ? undefined : { display: 'block', inlineSize: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </Bar>
  );
}
