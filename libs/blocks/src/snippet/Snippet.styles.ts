import styled from 'styled-components';

/** A short, centred column of copy: a pause between image-led blocks. */
export const Column = styled.div`
  display: grid;
  justify-items: center;
  gap: 1.25rem;
  max-inline-size: 44rem;
  margin-inline: auto;
  padding-block: clamp(3rem, 7vw, 5.5rem);
  text-align: center;

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    text-align: center;
  }
`;

export const Text = styled.div`
  font-size: clamp(1.05rem, 1.4vw, 1.2rem);
  line-height: 1.7;
  color: var(--lux-color-text-muted);
`;

export const Action = styled.div`
  padding-block-start: 0.5rem;
`;
