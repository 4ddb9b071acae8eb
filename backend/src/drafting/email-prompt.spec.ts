import {
  buildEmailDraftContext,
  buildEmailPrompt,
  EMAIL_VOICE_RULE,
  NO_INVENTION_RULE,
} from './email-prompt';
import { ADA_RESUME, emailDraftSources } from './testing/email-draft-sources';

describe('buildEmailPrompt', () => {
  it('forbids inventing experience that is not in the resume, in the system prompt', () => {
    const { system } = buildEmailPrompt(buildEmailDraftContext(emailDraftSources()));
    expect(system).toContain(NO_INVENTION_RULE);
    expect(system).toContain('Never invent experience that is not in the resume');
    expect(system).toContain('Subject: <subject>');
  });

  it('asks for a first-person e-mail that follows the instructions without copying them, signed off once', () => {
    const { system } = buildEmailPrompt(buildEmailDraftContext(emailDraftSources()));
    expect(system).toContain(EMAIL_VOICE_RULE);
    expect(system).toContain("the subject never starts with the sender's name");
    expect(system).toContain('never copy their sentences into the e-mail');
    expect(system).toContain('Sign off exactly once');
  });

  it("fills the user's template with the profile, contact and company", () => {
    const { prompt } = buildEmailPrompt(
      buildEmailDraftContext(
        emailDraftSources({
          promptTemplate:
            'From {{firstName}} ({{headline}}) to {{contactName}} at {{companyName}}: {{skills}}',
        }),
      ),
    );
    expect(prompt).toContain(
      'From Ada (Analyst) to Grace Hopper at US Navy: Mathematics, Algorithm design, Technical writing',
    );
  });

  it('carries the resume, LinkedIn data, the links meant for e-mails, the contact, type, tone, instructions and availability', () => {
    const { prompt } = buildEmailPrompt(
      buildEmailDraftContext(
        emailDraftSources({
          messageType: 'Follow-Up',
          tone: 'Casual',
          instructions: 'Mention we met at the Royal Society.',
          calendarInfo: 'Tuesday 10:00-12:00',
          linkedinProfile: 'https://linkedin.com/in/ada',
        }),
      ),
    );
    expect(prompt).toContain(`"""\n${ADA_RESUME}\n"""`);
    expect(prompt).toContain('Write a "Follow-Up" e-mail. A polite follow-up');
    expect(prompt).toContain('Tone: Casual:');
    expect(prompt).toContain('Name: Grace Hopper');
    expect(prompt).toContain('Title: Rear Admiral');
    expect(prompt).toContain('Company: US Navy');
    expect(prompt).toContain('- Analyst at Analytical Engine Project (1842 – 1843)');
    expect(prompt).toContain('Summary: Mathematician who writes about engines.');
    expect(prompt).toContain('- Portfolio: https://ada.dev');
    expect(prompt).toContain('- LinkedIn: https://linkedin.com/in/ada');
    expect(prompt).toContain('- Notes: https://notes.ada.dev');
    expect(prompt).not.toContain('private.ada.dev');
    expect(prompt).toContain('Instructions for this e-mail:\nMention we met at the Royal Society.');
    expect(prompt).toContain('Availability to offer for a call:\nTuesday 10:00-12:00');
  });

  it('leaves out sections that have nothing, and says when the resume was shortened', () => {
    const long = `${ADA_RESUME}\n${'Another line of old experience\n'.repeat(400)}`;
    const { prompt } = buildEmailPrompt(
      buildEmailDraftContext(emailDraftSources({ resumeText: long, portfolioLink: null, customUrls: [] })),
    );
    expect(prompt).not.toContain('Instructions for this e-mail');
    expect(prompt).not.toContain('Links the sender wants');
    expect(prompt).toContain('shortened, the full resume is longer');
    expect(prompt.length).toBeLessThan(long.length);
  });

  it('takes the tone and message type the instructions ask for over the pickers, and tells the model so', () => {
    const context = buildEmailDraftContext(
      emailDraftSources({ tone: 'Professional', instructions: 'Thank her for the call. Keep it casual.' }),
    );
    expect(context).toMatchObject({ tone: 'Casual', messageType: 'Thank You' });
    const { prompt } = buildEmailPrompt(context);
    expect(prompt).toContain('Write a "Thank You" e-mail.');
    expect(prompt).toContain('Tone: Casual:');
    expect(buildEmailDraftContext(emailDraftSources({ tone: 'Friendly' }))).toMatchObject({
      tone: 'Friendly',
      messageType: 'Connection Request',
    });
  });

  it("uses the account's name and the resume's newest role when there is no LinkedIn data", () => {
    const context = buildEmailDraftContext(emailDraftSources({ linkedinData: null }));
    expect(context.sender).toMatchObject({ firstName: 'Ada', lastName: 'Tester', headline: 'Analyst' });
    expect(context.variables).toMatchObject({
      firstName: 'Ada',
      lastName: 'Tester',
      headline: 'Analyst',
      skills: 'Mathematics, Algorithm design, Technical writing',
    });
    expect(buildEmailPrompt(context).prompt).toContain('Name: Ada Tester');
  });
});
