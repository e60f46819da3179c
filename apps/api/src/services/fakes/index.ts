export { crmReceiverRoutes, type CrmReceiverOptions } from './crm-receiver.routes.js';
export { mailboxRoutes } from './mailbox.routes.js';
export { startLocalSmtpServer, type LocalSmtpServer } from './smtp-server.js';
