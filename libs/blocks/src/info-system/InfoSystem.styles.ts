import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  justify-items: start;
  padding-block: clamp(2.5rem, 6vw, 4.5rem);
`;

export const Picker = styled.div`
  position: relative;
  inline-size: min(100%, 26rem);
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-4);
  inline-size: 100%;
  min-block-size: 52px;
  padding-inline: var(--lux-space-5) var(--lux-space-4);
  border: var(--lux-control-border-width) solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  svg {
    inline-size: 16px;
    block-size: 16px;
    flex: none;
    transition: transform var(--lux-duration-base) var(--lux-easing-standard);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export const Options = styled.ul`
  list-style: none;
  margin: 0;
  margin-block-start: var(--lux-space-1);
  padding-block: var(--lux-space-2);
  padding-inline: 0;
  position: absolute;
  inset-inline: 0;
  inset-block-start: 100%;
  z-index: var(--lux-z-raised);
  max-block-size: 22rem;
  overflow-y: auto;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-s);
  background: var(--lux-color-bg);
  box-shadow: 0 16px 40px var(--lux-color-shadow);

  &[hidden] {
    display: none;
  }
`;

export const Option = styled.button`
  display: block;
  inline-size: 100%;
  min-block-size: 44px;
  padding-inline: var(--lux-space-5);
  border: 0;
  background: none;
  color: var(--lux-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, var(--lux-color-text) 8%, transparent);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  min-block-size: 44px;
  padding-inline: var(--lux-space-2);
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 0.25em;

  svg {
    inline-size: 16px;
    block-size: 16px;
  }
  /* The back arrow points to the line's start: mirrored under RTL (set from the direction, in logic). */
  svg[data-mirrored='true'] {
    transform: scaleX(-1);
  }
`;

export const Title = styled.div`
  flex: 1 1 auto;
  min-inline-size: 0;
`;
