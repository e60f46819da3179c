import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: 1.5rem;
  padding-block: clamp(3rem, 7vw, 6rem);
  max-inline-size: 60rem;
  margin-inline: auto;
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: end;
`;

export const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
  svg {
    inline-size: 16px;
    block-size: 16px;
  }
  &:dir(rtl) svg[data-directional] {
    transform: scaleX(-1);
  }
`;

export const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: 1.5rem;
  padding-block: 1rem;
  padding-inline: clamp(0rem, 4vw, 3rem);

  &::before {
    content: '';
    inline-size: 3rem;
    block-size: 2px;
    background: var(--lux-color-accent);
  }
  &[data-align='left'] {
    text-align: start;
  }
  &[data-align='center'] {
    text-align: center;
    justify-items: center;
  }
  &[data-align='right'] {
    text-align: end;
    justify-items: end;
  }
  &[data-justify='true'] blockquote {
    text-align: justify;
  }

  blockquote {
    margin: 0;
    font-size: clamp(1.35rem, 2.6vw, 2rem);
    font-weight: 300;
    line-height: 1.45;
    white-space: pre-line;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    display: grid;
    gap: 0.25rem;
  }
  cite {
    font-style: normal;
    font-weight: var(--lux-font-weight-bold, 700);
  }
  figcaption span {
    color: var(--lux-color-text-muted);
  }
`;
