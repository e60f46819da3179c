import styled from 'styled-components';

export const Header = styled.div`
  display: grid;
  gap: var(--lux-space-5);
  padding-block: clamp(2.5rem, 6vw, 4.5rem) var(--lux-space-5);
  justify-items: start;

  &[data-copy='right'] {
    justify-items: end;
    text-align: end;
  }
`;

export const TabRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2) var(--lux-space-6);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-text) 20%, transparent);
  max-inline-size: 100%;
`;

export const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2) var(--lux-space-6);
`;

export const Tab = styled.button`
  appearance: none;
  border: 0;
  border-block-end: 2px solid transparent;
  background: none;
  color: var(--lux-color-text);
  font: inherit;
  font-size: 1rem;
  letter-spacing: 0.04em;
  min-block-size: 48px;
  padding-inline: var(--lux-space-1);
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  transition: border-color var(--lux-duration-base) var(--lux-easing-standard);

  &:hover {
    border-block-end-color: color-mix(in srgb, var(--lux-color-text) 45%, transparent);
  }
  &[aria-selected='true'] {
    font-weight: var(--lux-font-weight-bold);
    border-block-end-color: var(--lux-color-text);
  }
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const Dialog = styled.dialog`
  inline-size: min(958px, calc(100vw - 2rem));
  max-block-size: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: var(--lux-radius-m);
  background: var(--lux-color-bg);
  color: var(--lux-color-text);
  box-shadow: 0 24px 64px rgb(0 0 0 / 0.35);

  &[open] {
    animation: lux-section-tabs-fade 0.35s var(--lux-easing-standard);
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  @keyframes lux-section-tabs-fade {
    from {
      opacity: 0;
    }
  }
`;

export const DialogHeader = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--lux-space-4);
  padding-block: var(--lux-space-4);
  padding-inline: var(--lux-space-6) var(--lux-space-4);
  background: var(--lux-color-bg);
  border-block-end: 1px solid color-mix(in srgb, var(--lux-color-text) 15%, transparent);
`;

export const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  svg {
    inline-size: 18px;
    block-size: 18px;
  }
`;

export const DialogBody = styled.div``;
