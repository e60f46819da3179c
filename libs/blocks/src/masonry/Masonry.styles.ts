import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

/**
 * Square tiles on a dense grid: two columns on phones, four from 901 px, and every fifth tile twice
 * the size, which gives the masonry rhythm. The video spans the full row at the top or the bottom.
 */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-flow: row dense;
  gap: var(--lux-space-2);

  @media (min-width: 901px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: var(--lux-space-3);
  }

  > li {
    min-inline-size: 0;
    overflow: hidden;
  }
  > li[data-large='true'] {
    grid-column: span 2;
    grid-row: span 2;
  }
  > li[data-video] {
    grid-column: 1 / -1;
  }
`;

export const VideoFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background-color: #000;

  video {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The play/pause control (WCAG 2.2.2): light or dark per video_ui_theme, always on a solid disc. */
export const PlayToggle = styled.button`
  position: absolute;
  inset-block-end: var(--lux-space-4);
  inset-inline-end: var(--lux-space-4);
  display: inline-grid;
  place-items: center;
  inline-size: 48px;
  block-size: 48px;
  border-radius: 50%;
  border: 0;
  cursor: pointer;
  background-color: rgb(0 0 0 / 0.72);
  color: #fff;

  &[data-ui='light'] {
    background-color: rgb(255 255 255 / 0.9);
    color: #1a1a1a;
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
    box-shadow: 0 0 0 6px #1a1a1a;
  }
  svg {
    inline-size: 20px;
    block-size: 20px;
  }
`;
