import styled from 'styled-components';

export const Card = styled.article`
  display: grid;
  align-content: start;
  gap: var(--lux-space-3);
  block-size: 100%;
  padding: var(--lux-space-5);
  border: 1px solid var(--lux-color-border);
  background: var(--lux-color-surface-raised);
  color: var(--lux-color-text);
  text-align: start;
  line-height: 1.6;
  scroll-margin-block: calc(var(--lux-nav-height, 72px) + var(--lux-space-4));

  &[data-selected='true'] {
    outline: 3px solid var(--lux-color-accent);
    outline-offset: -3px;
  }
  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }

  address {
    font-style: normal;
  }
`;

export const Distance = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  font-weight: var(--lux-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

export const Row = styled.p`
  display: flex;
  align-items: start;
  gap: var(--lux-space-2);
  margin: 0;

  svg {
    flex: none;
    margin-block-start: 0.2em;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: var(--lux-space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: var(--lux-space-2);
  }
`;

export const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  min-block-size: 44px;
  color: var(--lux-color-link);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
`;

/** Phone numbers and addresses keep their own order inside right-to-left text. */
export const Ltr = styled.bdi`
  unicode-bidi: isolate;
`;

export const ServicesTitle = styled.p`
  margin: 0;
  font-weight: var(--lux-font-weight-bold);
`;

export const Services = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: var(--lux-space-1);
    padding-block: var(--lux-space-1);
    padding-inline: var(--lux-space-2);
    border: 1px solid var(--lux-color-border);
    font-size: var(--lux-font-size-small);
  }
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-2) var(--lux-space-4);
  margin-block-start: auto;
  padding-block-start: var(--lux-space-2);
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
