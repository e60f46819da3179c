import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: stretch;
    gap: var(--lux-space-8);
  }
`;

export const Details = styled.div`
  display: grid;
  align-content: start;
  gap: var(--lux-space-5);
  text-align: start;
  line-height: 1.7;

  address {
    font-style: normal;
  }
`;

export const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: var(--lux-space-2);
  min-block-size: 44px;
  color: inherit;
  font-weight: var(--lux-font-weight-bold);
  text-decoration: underline;
  text-underline-offset: 0.25em;

  svg {
    inline-size: 18px;
    block-size: 18px;
  }
  /* The arrow points along the reading direction. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

/** The map's box: the same size before and after Leaflet arrives, so nothing shifts. */
export const MapBox = styled.div`
  position: relative;
  min-block-size: 20rem;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background:
    repeating-linear-gradient(0deg, transparent 0 39px, rgb(0 0 0 / 0.06) 39px 40px),
    repeating-linear-gradient(90deg, transparent 0 39px, rgb(0 0 0 / 0.06) 39px 40px), #e9e6df;
  color: #1a1a1a;

  @media (min-width: 1024px) {
    aspect-ratio: 16 / 9;
  }

  .leaflet-container {
    font: inherit;
    background: transparent;
  }
  .leaflet-container:focus-visible {
    outline: 3px solid #1a1a1a;
    outline-offset: -3px;
  }
  .leaflet-control-zoom a {
    inline-size: 36px;
    block-size: 36px;
    line-height: 36px;
  }
  .lux-map-pin {
    background: none;
    border: 0;
  }
`;

/** Before the map loads (and on the server): a pin in the middle of a quiet grid. */
export const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;

  svg {
    inline-size: 32px;
    block-size: 44px;
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
