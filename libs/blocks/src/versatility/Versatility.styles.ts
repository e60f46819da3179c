import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: clamp(2rem, 4vw, 3rem);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/** The counter and the headings side by side; reversed puts the counter at the end. */
export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--lux-space-4) clamp(1.5rem, 4vw, 3rem);

  &[data-reversed='true'] {
    flex-direction: row-reverse;
    justify-content: flex-end;
  }
`;

export const Counter = styled.p`
  margin: 0;
  font-size: clamp(4.5rem, 3rem + 6vw, 9rem);
  font-weight: 200;
  line-height: 0.85;
  letter-spacing: -0.04em;
  font-variant-numeric: lining-nums tabular-nums;
`;

export const Headings = styled.div`
  display: grid;
  gap: var(--lux-space-2);
  max-inline-size: 36rem;
`;

export const SmallHeading = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted);
`;

export const Stage = styled.div`
  position: relative;
  display: grid;

  > [data-frame] {
    grid-area: 1 / 1;
    opacity: 0;
    transition: opacity var(--lux-duration-slow) var(--lux-easing-standard);
  }
  > [data-frame][data-active='true'] {
    opacity: 1;
  }
  @media (prefers-reduced-motion: reduce) {
    > [data-frame] {
      transition: none;
    }
  }
`;

/** The stage-wide button that moves to the next frame; its label sits at the foot of the picture. */
export const Interact = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: var(--lux-space-5);
  border: 0;
  background: linear-gradient(to top, rgb(0 0 0 / 0.45), transparent 35%);
  color: #fff;
  font: inherit;
  cursor: pointer;

  span {
    display: inline-flex;
    align-items: center;
    gap: var(--lux-space-2);
    padding-block: 0.5rem;
    padding-inline: 1rem;
    border: 1px solid rgb(255 255 255 / 0.8);
    border-radius: var(--lux-radius-pill);
    background: rgb(0 0 0 / 0.55);
    font-size: var(--lux-font-size-small);
    letter-spacing: 0.06em;
  }
  [data-pointer='coarse'] {
    display: none;
  }
  @media (hover: none) and (pointer: coarse) {
    [data-pointer='fine'] {
      display: none;
    }
    [data-pointer='coarse'] {
      display: inline-flex;
    }
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: calc(-1 * var(--lux-focus-width) - 2px);
  }
`;

export const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--lux-space-2);
`;

export const Step = styled.button`
  display: inline-grid;
  place-items: center;
  min-inline-size: 2.75rem;
  min-block-size: 2.75rem;
  border: 1px solid var(--lux-color-border);
  border-radius: 50%;
  background: transparent;
  color: var(--lux-color-text);
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: var(--lux-color-text);
    background: var(--lux-color-text);
    color: var(--lux-color-bg);
  }
  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
