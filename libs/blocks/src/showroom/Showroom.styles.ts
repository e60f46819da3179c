import styled from 'styled-components';

export const Page = styled.article`
  display: grid;
  gap: clamp(2rem, 5vw, 4rem);
  padding-block: clamp(1.5rem, 4vw, 3rem) clamp(3rem, 7vw, 6rem);
`;

export const Intro = styled.header`
  display: grid;
  gap: 0.75rem;
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-block: 0.25rem;
    padding-inline: 0.75rem;
    border: 1px solid var(--lux-color-border);
    border-radius: var(--lux-radius-pill);
    font-size: var(--lux-font-size-small);
  }
`;

export const Top = styled.div`
  display: grid;
  gap: clamp(1.5rem, 4vw, 3rem);
  align-items: start;

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(18rem, 2fr);
  }
`;

export const Summary = styled.div`
  display: grid;
  gap: 1.25rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  background: var(--lux-color-surface-raised);
  border-radius: var(--lux-radius-m);

  @media (min-width: 1024px) {
    position: sticky;
    inset-block-start: calc(var(--lux-nav-height) + 1rem);
  }
`;

export const PriceBlock = styled.div`
  display: grid;
  gap: 0.25rem;

  .label {
    color: var(--lux-color-text-muted);
    font-size: var(--lux-font-size-small);
  }
  .main {
    font-size: var(--lux-font-size-heading-m);
    font-weight: var(--lux-font-weight-bold);
  }
  del {
    color: var(--lux-color-text-muted);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const Note = styled.p`
  margin: 0;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
  line-height: 1.6;
`;

export const Section = styled.section`
  display: grid;
  gap: 1.25rem;
  max-inline-size: 60rem;
`;

export const SpecList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 0 2rem;
  margin: 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding-block: 0.75rem;
    border-block-end: 1px solid var(--lux-color-border);
  }
  dt {
    color: var(--lux-color-text-muted);
  }
  dd {
    margin: 0;
    font-weight: var(--lux-font-weight-bold);
    text-align: end;
    overflow-wrap: anywhere;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: 1.5rem 2rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));

  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
    line-height: 1.8;
  }
`;

export const RetailerCard = styled.div`
  display: grid;
  gap: 1rem;
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);
  line-height: 1.7;

  a {
    color: var(--lux-color-link);
  }
`;

export const SimilarList = styled.ul`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
