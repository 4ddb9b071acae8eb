import { buildEmailDraftContext, buildEmailPrompt } from './email-prompt';
import { EMAIL_DRAFT_PURPOSE } from './email-draft-context';
import { composeOfflineEmailDraft } from './offline-email-draft';
import { parseEmailDraft } from './parse-email-draft';
import { emailDraftSources } from './testing/email-draft-sources';
import type { EmailDraftSources } from './email-prompt';

const draft = (overrides: Partial<EmailDraftSources> = {}) => {
  const context = buildEmailDraftContext(emailDraftSources(overrides));
  return composeOfflineEmailDraft({ purpose: EMAIL_DRAFT_PURPOSE, ...buildEmailPrompt(context), context });
};

describe('composeOfflineEmailDraft', () => {
  it('writes a Subject line and a body from the profile, resume lines, contact and company', () => {
    const text = draft();
    const { subject, body } = parseEmailDraft(text, 'fallback');
    expect(subject).toBe('Ada Lovelace, Analyst, interested in US Navy');
    expect(body).toMatch(
      /^Dear Grace,\n\nMy name is Ada Lovelace, Analyst\. I am reaching out because of your work as Rear Admiral at US Navy\./,
    );
    expect(body).toContain('- Wrote the first published algorithm for a computing machine, in 1843.');
    expect(body).toContain('My skills include Mathematics, Algorithm design, Technical writing.');
    expect(body).toContain('Portfolio: https://ada.dev\nNotes: https://notes.ada.dev');
    expect(body).toMatch(/Best regards,\nAda Lovelace$/);
  });

  it('is deterministic', () => {
    expect(draft()).toBe(draft());
  });

  it('follows the message type and tone', () => {
    const followUp = draft({ messageType: 'Follow-Up', tone: 'Casual' });
    expect(followUp).toMatch(/^Subject: Following up on my note about US Navy\n\nHi Grace,/);
    expect(followUp).toContain('Would a short call in the next week or two work for you?');
    expect(followUp).toMatch(/Cheers,\nAda Lovelace$/);

    const thanks = draft({ messageType: 'Thank You', tone: 'Friendly' });
    expect(thanks).toMatch(/^Subject: Thank you, Grace\n\nHello Grace,/);
    expect(thanks).not.toContain('A few things from my resume');
    expect(thanks).toMatch(/Warm wishes,\nAda Lovelace$/);
  });

  it("adds optional facts only when the user's template uses their variables", () => {
    const template =
      'Write from {{firstName}} {{lastName}} ({{headline}}) with {{skills}} and {{education}}. {{summary}}';
    const withThem = draft({ promptTemplate: template });
    expect(withThem).toContain('Education: Mathematics, Home tutoring.');
    expect(withThem).toContain('Mathematician who writes about engines.');
    expect(draft()).not.toContain('Education:');
  });

  it('includes the instructions as written and the availability', () => {
    const text = draft({
      instructions: 'We met at the Royal Society last week.',
      calendarInfo: 'Tuesday 10:00-12:00',
    });
    expect(text).toContain('\n\nWe met at the Royal Society last week.\n\n');
    expect(text).toContain('I am available: Tuesday 10:00-12:00');
  });
});
