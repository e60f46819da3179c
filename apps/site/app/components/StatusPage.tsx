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

/** A simple message page (no access, no permission): heading, explanation and a way home. */
export function StatusPage(props: { heading: string; paragraph: string; actionLabel: string; actionHref: string }) {
  return (
    <Container>
      <Section aria-labelledby="status-heading">
        <Heading id="status-heading" level={1} size="xl">
          {props.heading}
        </Heading>
        <p>{props.paragraph}</p>
        <Button href={props.actionHref} variant="primary">
          {props.actionLabel}
        </Button>
      </Section>
    </Container>
  );
}
