import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Heading } from '@lux/ui';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-end: 1rem;
`;

const Back = styled(Link)`
  display: inline-block;
  padding-block: 0.5rem;
  color: inherit;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

/** A screen's back link, its h1 and its buttons. */
export function ScreenHeader({ id, title, back, actions }: { id: string; title: ReactNode; back?: { to: string; label: string }; actions?: ReactNode }) {
  return (
    <>
      {back ? <Back to={back.to}>{back.label}</Back> : null}
      <Top>
        <Heading level={1} size="l" id={id}>
          {title}
        </Heading>
        {actions ? <Actions>{actions}</Actions> : null}
      </Top>
    </>
  );
}
