import styled from 'styled-components';
import { Button, Container, Heading } from '@lux/ui';

const Section = styled.section`
  padding-block: clamp(3rem, 10vw, 7rem);

  p {
    max-inline-size: 40rem;
    line-height: 1.6;
    margin-block: 1rem 2rem;
  }
`;

const Status = styled.p`
  font-size: 0.95rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--lux-color-text-muted, inherit);
`;

const Figure = styled.img`
  display: block;
  max-inline-size: 100%;
  block-size: auto;
  margin-block-end: 2rem;
`;

export interface StatusPageProps {
  heading: string;
  paragraph: string;
  actionLabel: string;
  actionHref: string;
  /** A short line above the heading, e.g. "404 · This page could not be found". */
  status?: string;
  /** An editor-chosen illustration (decorative). */
  image?: string;
}

/** A message page (not found, failure, no access): heading, explanation and a way home. */
export function StatusPage({ heading, paragraph, actionLabel, actionHref, status, image }: StatusPageProps) {
  return (
    <Container>
      <Section aria-labelledby="status-heading">
        {status && <Status>{status}</Status>}
        {image && <Figure src={image} alt="" width={640} height={360} />}
        <Heading id="status-heading" level={1} size="xl">
          {heading}
        </Heading>
        <p>{paragraph}</p>
        <Button href={actionHref} variant="primary">
          {actionLabel}
        </Button>
      </Section>
    </Container>
  );
}
