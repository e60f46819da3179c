import styled from 'styled-components';
import { RichText } from '../shared/RichText';

export const Section = styled.div`
  display: grid;
  gap: var(--lux-space-6);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Intro = styled(RichText)`
  max-inline-size: 60ch;
`;

export const Group = styled.section`
  display: grid;
  gap: var(--lux-space-4);
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--lux-space-3);
  block-size: 100%;
  text-align: start;

  img {
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: #fff;
  }

  a {
    color: inherit;
    font-weight: var(--lux-font-weight-bold);
  }

  a:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;

export const Description = styled.p`
  margin: 0;
  font-size: var(--lux-font-size-small);
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;

export const Price = styled.p`
  margin: 0;
  font-weight: var(--lux-font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

export const LinkRow = styled.div`
  margin-block-start: auto;
  padding-block-start: var(--lux-space-2);
`;

export const Message = styled.div`
  display: grid;
  gap: var(--lux-space-3);
  justify-items: start;

  p {
    margin: 0;
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
