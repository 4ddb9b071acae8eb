import {
  checkPromptTemplate,
  EMPTY_TEMPLATE_MESSAGE,
  hasPromptTemplateErrors,
  promptVariablesUsed,
} from './prompt-template-check.contract';
import { MAX_PROMPT_TEMPLATE_LENGTH } from './prompt-variables.contract';

const REQUIRED = '{{firstName}} {{lastName}} {{headline}} {{skills}}';
const errors = (template: string) =>
  checkPromptTemplate(template)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => issue.message);

describe('checkPromptTemplate', () => {
  it('accepts a template using every required variable', () => {
    expect(checkPromptTemplate(`Hello from ${REQUIRED}`)).toEqual([]);
    expect(hasPromptTemplateErrors(REQUIRED)).toBe(false);
  });

  it.each(['', '   \n\t'])('refuses an empty template %j with that one error only', (template) => {
    expect(checkPromptTemplate(template)).toEqual([{ severity: 'error', message: EMPTY_TEMPLATE_MESSAGE }]);
  });

  it('reports each missing required variable by name', () => {
    expect(checkPromptTemplate('{{firstName}} {{skills}}')).toEqual([
      {
        severity: 'error',
        message: 'Missing required variable {{lastName}} (Last Name)',
        variable: 'lastName',
      },
      {
        severity: 'error',
        message: 'Missing required variable {{headline}} (Job Title)',
        variable: 'headline',
      },
    ]);
  });

  it('refuses unknown variables, suggesting a known one that differs only in case', () => {
    const issues = checkPromptTemplate(`${REQUIRED} {{favouriteColour}} {{FirstName}}`);
    expect(issues).toEqual([
      {
        severity: 'error',
        message: 'Unknown variable {{favouriteColour}}',
        variable: 'favouriteColour',
        index: REQUIRED.length + 1,
      },
      {
        severity: 'error',
        message: 'Unknown variable {{FirstName}}: did you mean {{firstName}}?',
        variable: 'FirstName',
        index: REQUIRED.length + 21,
      },
    ]);
  });

  it('reports the same unknown variable once, at its first position', () => {
    const issues = checkPromptTemplate(`{{nope}} ${REQUIRED} {{nope}}`);
    expect(issues).toEqual([
      { severity: 'error', message: 'Unknown variable {{nope}}', variable: 'nope', index: 0 },
    ]);
  });

  it('refuses an opening {{ that is never closed', () => {
    expect(checkPromptTemplate(`${REQUIRED} {{contactName`)).toEqual([
      {
        severity: 'error',
        message: `"{{" at position ${REQUIRED.length + 2} is never closed with "}}"`,
        index: REQUIRED.length + 1,
      },
    ]);
  });

  it('refuses an opening {{ whose closing belongs to the next variable', () => {
    expect(errors(`{{contactName ${REQUIRED}`)).toEqual(['"{{" at position 1 is never closed with "}}"']);
  });

  it('refuses a stray }} without an opening', () => {
    expect(checkPromptTemplate(`${REQUIRED} contactName}}`)).toEqual([
      {
        severity: 'error',
        message: `"}}" at position ${REQUIRED.length + 13} has no opening "{{"`,
        index: REQUIRED.length + 12,
      },
    ]);
  });

  it('refuses single braces around a variable name and only warns about other single-braced words', () => {
    expect(checkPromptTemplate(`${REQUIRED} {contactName} {tone}`)).toEqual([
      {
        severity: 'error',
        message: 'Use double braces around contactName: {{contactName}}',
        variable: 'contactName',
        index: REQUIRED.length + 1,
      },
      {
        severity: 'warning',
        message: '"{tone}" is sent as written; variables use double braces',
        index: REQUIRED.length + 15,
      },
    ]);
  });

  it('refuses mixed single and double braces', () => {
    expect(errors(`${REQUIRED} {{{contactName}}}`)).toEqual(['Unbalanced braces in "{{{contactName}}"']);
    expect(errors(`${REQUIRED} {{contactName}`)[0]).toMatch(/never closed/);
  });

  it('refuses an empty placeholder and spaces inside the braces', () => {
    expect(errors(`${REQUIRED} {{}}`)).toEqual([
      'Empty variable "{{}}": put a variable name between the braces',
    ]);
    expect(errors(`${REQUIRED} {{ contactName }}`)).toEqual([
      'Write {{contactName}} without spaces inside the braces',
    ]);
  });

  it('counts a spaced required variable as present, so only the spacing is reported', () => {
    expect(errors('{{ firstName }} {{lastName}} {{headline}} {{skills}}')).toEqual([
      'Write {{firstName}} without spaces inside the braces',
    ]);
  });

  it('accepts a template of exactly the maximum length and refuses one character more', () => {
    const filler = (n: number) => REQUIRED + 'x'.repeat(n - REQUIRED.length);
    expect(checkPromptTemplate(filler(MAX_PROMPT_TEMPLATE_LENGTH))).toEqual([]);
    expect(errors(filler(MAX_PROMPT_TEMPLATE_LENGTH + 1))).toEqual([
      `The template must be at most ${MAX_PROMPT_TEMPLATE_LENGTH} characters (it has ${MAX_PROMPT_TEMPLATE_LENGTH + 1})`,
    ]);
  });

  it('lists errors before warnings', () => {
    const severities = checkPromptTemplate('{tone} {{firstName}}').map((issue) => issue.severity);
    expect(severities).toEqual(['error', 'error', 'error', 'warning']);
  });
});

describe('promptVariablesUsed', () => {
  it('lists the variables a template uses in order of first use', () => {
    expect(promptVariablesUsed('{{skills}} {{firstName}} {{skills}} {{unknown}} { season }')).toEqual([
      'skills',
      'firstName',
    ]);
  });
});
