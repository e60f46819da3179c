import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: clamp(1.5rem, 3vw, 2.5rem);
  padding-block: clamp(3rem, 7vw, 6rem);
  max-inline-size: 60rem;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 1rem 2rem;
`;

export const Items = styled.div`
  border-block-start: 1px solid var(--lux-color-border);
`;

export const Item = styled.div`
  border-block-end: 1px solid var(--lux-color-border);
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  inline-size: 100%;
  min-block-size: 4rem;
  padding-block: 1.25rem;
  padding-inline: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: inherit;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }

  svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    transition: transform var(--lux-duration-base, 200ms) var(--lux-easing-standard, ease);
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

export const Panel = styled.div`
  padding-block-end: 1.75rem;
  padding-inline-end: 3rem;
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;
