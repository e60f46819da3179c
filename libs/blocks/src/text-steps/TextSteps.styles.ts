import styled from 'styled-components';

export const Section = styled.div`
  display: grid;
  gap: clamp(2rem, 4vw, 3.5rem);
  padding-block: clamp(3rem, 7vw, 6rem);
`;

export const Intro = styled.div`
  display: grid;
  gap: 1rem;
  max-inline-size: 46rem;

  > div {
    font-size: clamp(1.05rem, 1.4vw, 1.2rem);
    line-height: 1.6;
    color: var(--lux-color-text-muted);
  }
`;

export const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(2rem, 4vw, 3rem) var(--lux-grid-gap, 40px);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;

export const Step = styled.li`
  display: grid;
  align-content: start;
  gap: 0.75rem;
`;

/** The marker and a hairline running on toward the next step, along the reading direction. */
export const Marker = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-block-end: 0.75rem;

  &::after {
    content: '';
    flex: 1;
    block-size: 1px;
    background: currentColor;
    opacity: 0.25;
  }
  ${Step}:last-child &::after {
    opacity: 0;
  }
`;

export const Badge = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  inline-size: 3.5rem;
  block-size: 3.5rem;
  border: 1px solid currentColor;
  border-radius: 50%;
  font-size: 1.25rem;
  font-weight: 300;
  font-variant-numeric: tabular-nums;

  svg {
    inline-size: 1.6rem;
    block-size: 1.6rem;
  }
  &:dir(rtl) svg[data-directional] {
    transform: scaleX(-1);
  }
`;

export const Eyebrow = styled.p`
  margin: 0;
  /* No letter-spacing: it breaks Arabic joining and reads poorly in Hebrew. */
  font-size: var(--lux-font-size-small, 0.875rem);
  font-weight: var(--lux-font-weight-bold, 700);
  color: var(--lux-color-text-muted);
`;

export const Copy = styled.div`
  line-height: 1.6;
  color: var(--lux-color-text-muted);
`;
