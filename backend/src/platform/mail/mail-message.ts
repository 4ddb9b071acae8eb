import type { OutgoingMail } from './mail.port';

/** The message as nodemailer builds it; both adapters send the same fields, so the outbox shows what SMTP would. */
export const nodemailerMessage = (mail: OutgoingMail) => ({
  messageId: mail.messageIdHeader,
  from: { name: mail.from.name, address: mail.from.address },
  to: { name: mail.to.name, address: mail.to.address },
  ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name, address: mail.replyTo.address } } : {}),
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  attachments: mail.attachments.map((attachment) => ({
    filename: attachment.filename,
    content: attachment.content,
    ...(attachment.contentType ? { contentType: attachment.contentType } : {}),
  })),
});
