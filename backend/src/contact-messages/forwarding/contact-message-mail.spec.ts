import { contactMessageMail } from './contact-message-mail';
import { forwardTaskFor } from './contact-message-queue';
import type { ContactMessageState } from '../contact-message.decider';
import { recordedEvent } from '../../platform/testing/recorded-event.factory';
import type { ContactMessageReceived } from '../contact-message.events';
import type { RecordedEvent } from '../../platform/event-store/event-store.port';

const message: ContactMessageState = {
  exists: true,
  messageId: 'm-42',
  name: 'Grace <Hopper>',
  email: 'grace@example.com',
  subject: 'partnership',
  message: 'Our club would like seats.\n<script>alert(1)</script>',
  forwardedTo: null,
};
const settings = { supportEmail: 'help@outreach.test', publicUrl: 'https://app.outreach.test' };

describe('the mail support receives for a contact message', () => {
  it('goes to the support address, with replies going to the visitor', () => {
    const mail = contactMessageMail(message, settings);
    expect(mail.to.address).toBe('help@outreach.test');
    expect(mail.replyTo).toEqual({ name: 'Grace <Hopper>', address: 'grace@example.com' });
    expect(mail.subject).toBe('[Contact form] Partnership or clubs from Grace <Hopper>');
    expect(mail.text).toContain('Our club would like seats.\n<script>alert(1)</script>');
  });

  it('escapes what the visitor wrote in the HTML part', () => {
    const { html } = contactMessageMail(message, settings);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
    expect(html).toContain('Grace &#60;Hopper&#62;');
  });

  it('builds the same ids on every attempt, so the message is kept and delivered once', () => {
    const first = contactMessageMail(message, settings);
    const again = contactMessageMail(message, settings);
    expect(again.messageId).toBe(first.messageId);
    expect(again.messageIdHeader).toBe(first.messageIdHeader);
    expect(first.messageIdHeader).toMatch(/@app\.outreach\.test>$/);
    expect(contactMessageMail({ ...message, messageId: 'm-43' }, settings).messageId).not.toBe(
      first.messageId,
    );
  });
});

describe('the forwarding task', () => {
  it('is keyed by the event that triggers it, so a repeated batch queues nothing new', () => {
    const event = recordedEvent(
      { type: 'ContactMessageReceived', data: { ...message, messageId: 'm-42' } },
      { eventId: 'event-7' },
    ) as ContactMessageReceived & RecordedEvent;
    expect(forwardTaskFor(event)).toEqual({
      queue: 'contact-message.forward',
      payload: { messageId: 'm-42' },
      options: { key: 'forward-contact-message:event-7' },
    });
  });
});
