import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client.js';
import { mailboxMessages } from '../../db/forms.schema.js';
import { decodeEncodedWords, headersOf } from './mime.js';

export interface LocalSmtpServer {
  port: number;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * The embedded default's mail server: accepts everything sent to 127.0.0.1 (no auth, no TLS — it never
 * leaves the machine) and keeps each message in `mailbox_messages`, which the back office lists.
 */
export async function startLocalSmtpServer(db: Database, port: number, onError: (error: Error) => void): Promise<LocalSmtpServer> {
  const server = new SMTPServer({
    name: 'lux.localhost',
    banner: 'Lux local mailbox',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        // Text columns cannot hold NUL; a mail source has no business carrying one.
        const raw = Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '');
        const headers = headersOf(raw);
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        db.insert(mailboxMessages)
          .values({
            mailFrom,
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: decodeEncodedWords(headers.get('subject') ?? '').slice(0, 1_000),
            messageId: headers.get('message-id')?.slice(0, 1_000) ?? null,
            raw,
          })
          .then(
            () => callback(),
            (error: unknown) => {
              onError(error instanceof Error ? error : new Error('mailbox insert failed'));
              callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
            },
          );
      });
    },
  });
  server.on('error', onError);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
