/** Mail port: the product's own emails (codes, welcome). SES in AWS, the local outbox offline. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailPort {
  /** Resolves with the provider's message id. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}
