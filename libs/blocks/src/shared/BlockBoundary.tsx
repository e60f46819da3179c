import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Container } from '@lux/ui';
import { stringsFor, type Localized } from './strings';

/** A§8: the content block load failure default. */
export const blockFailureStrings: Localized<{ message: string; retry: string }> = {
  he: { message: 'משהו השתבש, אנא נסו שוב.', retry: 'נסו שוב' },
  en: { message: 'Something went wrong, please try again.', retry: 'Try again' },
  ar: { message: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.', retry: 'حاول مرة أخرى' },
  ru: { message: 'Что-то пошло не так, попробуйте ещё раз.', retry: 'Попробовать снова' },
};

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  padding-block: 2rem;

  p {
    margin: 0;
  }
`;

interface Props {
  locale: string;
  /** Told about the failure (the site logs it); the page goes on. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * One block's failure stays inside it (A§8): the visitor sees "Something went wrong, please try again."
 * with a "Try again" button that renders the block afresh, and the rest of the page works. On the
 * server the Suspense boundary keeps a throwing block from failing the document: React sends the
 * boundary empty and the browser renders it again.
 */
export class BlockBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) {
      const t = stringsFor(blockFailureStrings, this.props.locale);
      return (
        <Container>
          <Failure role="alert">
            <p>{t.message}</p>
            <Button variant="secondary" onClick={this.retry}>
              {t.retry}
            </Button>
          </Failure>
        </Container>
      );
    }
    return (
      <Suspense key={this.state.attempt} fallback={null}>
        {this.props.children}
      </Suspense>
    );
  }
}
