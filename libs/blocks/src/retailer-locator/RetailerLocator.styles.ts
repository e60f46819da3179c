import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Intro = styled.div`
  display: grid;
  gap: var(--lux-space-4);
  max-inline-size: 48rem;
  text-align: start;
  line-height: 1.7;
`;

export const SearchForm = styled.form`
  display: grid;
  gap: var(--lux-space-2);
  max-inline-size: 40rem;

  label {
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const SearchRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-3);

  input {
    flex: 1 1 14rem;
    min-block-size: 48px;
    padding-inline: var(--lux-space-4);
    border: var(--lux-control-border-width, 1px) solid var(--lux-color-border);
    border-radius: 0;
    background: var(--lux-color-bg);
    color: var(--lux-color-text);
    font: inherit;
  }
  input::placeholder {
    color: var(--lux-color-text-muted);
    opacity: 1;
  }
  input:focus-visible {
    outline: var(--lux-focus-width, 3px) solid var(--lux-color-focus);
    outline-offset: 2px;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3) var(--lux-space-5);
`;

export const Status = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);

  &:empty {
    display: none;
  }
`;

export const Feedback = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3) var(--lux-space-5);
  min-block-size: 1.7em;
`;

/** List beside the map at the reading end (list-and-map), map above the list (map), list alone (list). */
export const Layout = styled.div`
  display: grid;
  gap: var(--lux-space-6);

  &[data-variant='list-and-map'] {
    @media (min-width: 1024px) {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      align-items: start;
    }
  }
`;

export const Results = styled.ul`
  display: grid;
  gap: var(--lux-space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  [data-variant='list-and-map'] & {
    @media (min-width: 1024px) {
      grid-template-columns: minmax(0, 1fr);
      max-block-size: 44rem;
      overflow-y: auto;
      padding-inline-end: var(--lux-space-2);
      overscroll-behavior: contain;
    }
  }
`;

/** The map's box: the same size before and after Leaflet arrives, so nothing shifts. */
export const MapBox = styled.div`
  position: relative;
  min-block-size: 22rem;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  background:
    repeating-linear-gradient(0deg, transparent 0 39px, rgb(0 0 0 / 0.06) 39px 40px),
    repeating-linear-gradient(90deg, transparent 0 39px, rgb(0 0 0 / 0.06) 39px 40px), #e9e6df;
  color: #1a1a1a;

  [data-variant='map'] & {
    aspect-ratio: 16 / 9;
  }
  @media (min-width: 1024px) {
    [data-variant='list-and-map'] & {
      position: sticky;
      inset-block-start: calc(var(--lux-nav-height, 72px) + var(--lux-space-4));
      aspect-ratio: auto;
      block-size: 44rem;
    }
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
  .lux-map-pin:focus-visible {
    outline: 3px solid #1a1a1a;
    outline-offset: 2px;
  }
  .lux-map-pin.is-selected path {
    fill: #1a1a1a;
  }
`;

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
