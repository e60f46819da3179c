import { useMemo } from 'react';
import styled from 'styled-components';
import { Heading, useDirection } from '@lux/ui';
import type { MailboxMessage } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { formatDateTime } from '../../shared/formatDate';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { decodeEncodedWords, parseMail, sandboxedDocument } from './mime';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin-block: 0 1.5rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.pre`
  margin: 0;
  padding: 1rem;
  max-block-size: 32rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: inherit;
  background: var(--lux-color-surface-raised, #f4f4f4);
  border: 1px solid var(--lux-color-border, #d9d9d9);
`;

const Frame = styled.iframe`
  display: block;
  inline-size: 100%;
  block-size: 32rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);
  background: #fff;
`;

const Part = styled.section`
  margin-block-end: 1.5rem;
`;

const Source = styled.details`
  summary {
    cursor: pointer;
    padding-block: 0.5rem;
  }
`;

/**
 * `/admin/mailbox/:messageId`: one message. Its text part as text; its HTML only inside a sandboxed frame
 * (no scripts, no same origin, a CSP that fetches nothing): mail HTML never enters the back office's DOM.
 */
export function MailboxMessageScreen({ message }: { message: MailboxMessage }) {
  const { strings, locale, href } = useAdmin();
  const direction = useDirection();
  const s = strings.mailbox;
  const mail = useMemo(() => parseMail(message.raw), [message.raw]);
  const subject = message.subject || decodeEncodedWords(mail.headers.get('subject') ?? '') || s.noSubject;
  const headingId = 'mailbox-message-heading';
  return (
    <article aria-labelledby={headingId}>
      <ScreenHeader id={headingId} title={<bdi>{subject}</bdi>} back={{ to: href('/mailbox'), label: s.back }} />
      <Facts>
        <dt>{s.from}</dt>
        <dd>
          <bdi dir="ltr">{decodeEncodedWords(mail.headers.get('from') ?? message.mail_from)}</bdi>
        </dd>
        <dt>{s.to}</dt>
        <dd>
          <bdi dir="ltr">{message.rcpt_to.join(', ')}</bdi>
        </dd>
        <dt>{s.received_at}</dt>
        <dd>{formatDateTime(locale, message.received_at, true)}</dd>
        {mail.attachments.length > 0 ? (
          <>
            <dt>{s.attachments}</dt>
            <dd>{mail.attachments.join(', ')}</dd>
          </>
        ) : null}
      </Facts>
      {mail.text !== null ? (
        <Part aria-labelledby="mailbox-text-heading">
          <Heading level={2} size="s" id="mailbox-text-heading">
            {s.text}
          </Heading>
          {/* A scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
          <Text dir="auto" tabIndex={0}>{mail.text}</Text>
        </Part>
      ) : null}
      {mail.html !== null ? (
        <Part aria-labelledby="mailbox-html-heading">
          <Heading level={2} size="s" id="mailbox-html-heading">
            {s.html}
          </Heading>
          {/* sandbox="" : no scripts, no forms, no popups, an opaque origin. */}
          <Frame sandbox="" referrerPolicy="no-referrer" title={s.htmlFrame(subject)} srcDoc={sandboxedDocument(mail.html, direction)} />
        </Part>
      ) : null}
      {mail.text === null && mail.html === null ? <p>{s.noBody}</p> : null}
      <Source>
        <summary>{s.source}</summary>
        <Text dir="ltr" tabIndex={0}>{message.raw}</Text>
      </Source>
    </article>
  );
}

