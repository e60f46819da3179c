import styled from 'styled-components';

/**
 * Phones stack the image above the box; from 901 px the image fills the block and the box floats over
 * one side of it. `data-side` names the box's inline side, so the layout mirrors with the direction.
 */
export const Frame = styled.div`
  display: grid;
  position: relative;

  @media (min-width: 901px) {
    &[data-has-image='true'] {
      grid-template-columns: minmax(0, 1fr);
      min-block-size: clamp(30rem, 42vw, 44rem);
      align-items: center;
    }
  }
`;

export const Media = styled.div`
  overflow: hidden;

  picture,
  img {
    block-size: 100%;
  }

  @media (min-width: 901px) {
    grid-area: 1 / 1;
    position: absolute;
    inset: 0;
  }
`;

/** On wide screens the row is the page container, and the box sits at its `data-side` end. */
export const Row = styled.div`
  display: flex;

  @media (min-width: 901px) {
    grid-area: 1 / 1;
    position: relative;
    z-index: 1;
    inline-size: 100%;
    max-inline-size: var(--lux-container-max);
    margin-inline: auto;
    padding-inline: var(--lux-container-padding);
    padding-block: clamp(3rem, 6vw, 5rem);

    &[data-side='end'] {
      justify-content: flex-end;
    }
    &[data-side='start'] {
      justify-content: flex-start;
    }
    &[data-has-image='false'] {
      justify-content: center;
    }
    &[data-has-image='false'] > * {
      max-inline-size: 52rem;
      box-shadow: none;
    }
  }
`;

export const Box = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  inline-size: 100%;
  padding-block: var(--lux-space-7);
  padding-inline: var(--lux-container-padding);
  background-color: var(--lux-color-bg);
  color: var(--lux-color-text);
  text-align: start;

  @media (min-width: 901px) {
    max-inline-size: 32rem;
    padding: clamp(2rem, 3.5vw, 3.5rem);
    box-shadow: 0 24px 48px rgb(0 0 0 / 0.18);
  }
`;

export const Logo = styled.div`
  inline-size: 5.5rem;
  margin-block-end: var(--lux-space-2);
`;

export const Eyebrow = styled.div`
  font-size: var(--lux-font-size-small);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted);
`;

export const Copy = styled.div`
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

export const Action = styled.div`
  margin-block-start: var(--lux-space-2);
`;
