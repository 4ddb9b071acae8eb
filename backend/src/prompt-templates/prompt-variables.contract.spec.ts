import { checkPromptTemplate } from './prompt-template-check.contract';
import {
  DEFAULT_PROMPT_TEMPLATE,
  PROMPT_PRESETS,
  PROMPT_VARIABLE_IDS,
  PROMPT_VARIABLES,
} from './prompt-variables.contract';

describe('prompt variables', () => {
  it('lists the spec variables once each, by category, with the flags the editor relies on', () => {
    expect(PROMPT_VARIABLES.map((v) => v.id)).toEqual([...PROMPT_VARIABLE_IDS]);
    const byCategory = (category: string) =>
      PROMPT_VARIABLES.filter((v) => v.category === category).map((v) => v.id);
    expect(byCategory('Profile')).toEqual([
      'firstName',
      'lastName',
      'headline',
      'summary',
      'skills',
      'education',
      'portfolioLink',
    ]);
    expect(byCategory('Contact')).toEqual(['contactName', 'contactTitle', 'contactCompany']);
    expect(byCategory('Company')).toEqual(['companyName', 'companyIndustry']);
    expect(byCategory('AI Generated')).toEqual([
      'hometown',
      'interests',
      'personalityTraits',
      'careerGoals',
      'workStyle',
    ]);
    expect(byCategory('Dynamic')).toEqual(['currentDate', 'season', 'timeOfDay']);
    expect(PROMPT_VARIABLES.filter((v) => v.required).map((v) => v.id)).toEqual([
      'firstName',
      'lastName',
      'headline',
      'skills',
    ]);
    const headline = PROMPT_VARIABLES.find((v) => v.id === 'headline');
    expect(headline?.name).toBe('Job Title');
    expect(PROMPT_VARIABLES.find((v) => v.id === 'summary')?.multiline).toBe(true);
    expect(PROMPT_VARIABLES.find((v) => v.id === 'skills')?.list).toBe(true);
    expect(PROMPT_VARIABLES.filter((v) => v.category === 'AI Generated').every((v) => v.editable)).toBe(true);
    expect(
      PROMPT_VARIABLES.filter((v) => ['Contact', 'Company', 'Dynamic'].includes(v.category)).every(
        (v) => v.dynamic && !v.editable,
      ),
    ).toBe(true);
  });

  it('ships a default template and four presets that pass the checks', () => {
    expect(checkPromptTemplate(DEFAULT_PROMPT_TEMPLATE)).toEqual([]);
    expect(PROMPT_PRESETS.map((preset) => preset.name)).toEqual([
      'Cold Outreach',
      'Follow-up',
      'Networking',
      'Referral Request',
    ]);
    for (const preset of PROMPT_PRESETS) expect(checkPromptTemplate(preset.template)).toEqual([]);
  });
});
