import styled from 'styled-components';

const Prose = styled.div`
  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
  p,
  ul,
  ol {
    margin-block: 0 0.85em;
  }
  ul,
  ol {
    padding-inline-start: 1.25em;
  }
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

/**
 * Editor rich text. The HTML was sanitised on the server (`prepareBlocks` in `@lux/blocks/server`);
 * stories pass hand-written markup.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
