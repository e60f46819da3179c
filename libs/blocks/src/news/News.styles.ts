import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const QuickLinks = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: var(--lux-space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: var(--lux-space-6);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
  block-size: 100%;
  text-align: start;

  &[data-visited] h3 a {
    color: var(--lux-color-text-muted);
  }

  h3 a {
    color: inherit;
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid var(--lux-color-focus, currentColor);
    outline-offset: 2px;
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2);
  margin: 0;
  font-size: var(--lux-font-size-small);
  color: var(--lux-color-text-muted);
`;

export const Badge = styled.span`
  padding-inline: var(--lux-space-2);
  border: 1px solid currentColor;
  border-radius: 999px;
`;

export const Teaser = styled.p`
  margin: 0;
  line-height: 1.6;
`;

export const ReadMore = styled.div`
  margin-block-start: auto;
  padding-block-start: var(--lux-space-2);

  a {
    color: inherit;
    font-weight: var(--lux-font-weight-bold);
  }
`;

export const Message = styled.div`
  display: grid;
  gap: var(--lux-space-3);
  justify-items: start;
  padding: var(--lux-space-6);
  border: 1px solid var(--lux-color-border, currentColor);

  p {
    margin: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-4);
  align-items: center;
  justify-content: space-between;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
