import styled from 'styled-components';
import { mediaQueries } from '@lux/ui';

export const StyledFooter = styled.footer`
  padding-block: var(--lux-space-7) var(--lux-space-6);
  border-block-start: 1px solid var(--lux-color-border);
  background-color: var(--lux-color-bg);
  color: var(--lux-color-text);

  & a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  & a:hover {
    text-decoration-thickness: 2px;
  }
`;

export const FooterSection = styled.div`
  & + & {
    margin-block-start: var(--lux-space-6);
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: var(--lux-space-6);

  @media ${mediaQueries.lg} {
    gap: var(--lux-grid-gap);
  }

  & h1,
  & h2,
  & h3,
  & h4,
  & h5,
  & h6 {
    margin-block: 0 var(--lux-space-3);
  }
`;

export const Row = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & + & {
    margin-block-start: var(--lux-space-4);
  }
  & > li + li {
    margin-block-start: var(--lux-space-2);
  }
  /* WCAG 2.5.8: every link is at least 24 px tall. */
  & > li > a {
    display: inline-flex;
    align-items: center;
    min-block-size: var(--lux-target-min);
  }

  /* A row of social icons (or images) runs along the line. */
  &[data-inline='true'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--lux-space-3);
  }
  &[data-inline='true'] > li + li {
    margin-block-start: 0;
  }
`;

export const SocialLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.75rem;
  block-size: 2.75rem;
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-pill);

  & svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

export const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--lux-space-3);

  &[data-tag='span'] {
    display: inline-flex;
  }
`;

export const FooterImage = styled.img`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
`;

export const EditorText = styled.div`
  white-space: pre-line;
  font-size: var(--lux-font-size-small);
  color: var(--lux-color-text-muted);

  & p {
    margin-block: 0 var(--lux-space-2);
  }
`;

export const SecondaryLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--lux-space-2) var(--lux-space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--lux-font-size-small);

  & > li > a,
  & > li > button {
    display: inline-flex;
    align-items: center;
    min-block-size: var(--lux-target-min);
  }

  /* A button that reads as one of the links (it opens a dialog rather than a page). */
  & > li > button {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;
