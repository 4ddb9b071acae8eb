/**
 * The check of a prompt template against the variables' catalogue: the prompt editor in the browser and the server's
 * prompt calls judge a template alike. Plain code without zod.
 */
import {
  isPromptVariableId,
  MAX_PROMPT_TEMPLATE_LENGTH,
  PROMPT_VARIABLE_IDS,
  promptVariable,
  REQUIRED_PROMPT_VARIABLES,
  type PromptVariableId,
} from './prompt-variables.contract';

export type PromptIssueSeverity = 'error' | 'warning';

export interface PromptTemplateIssue {
  severity: PromptIssueSeverity;
  message: string;
  variable?: string;
  /** Character offset in the template where the problem starts. */
  index?: number;
}

export const EMPTY_TEMPLATE_MESSAGE = 'The template is empty';
export const TEMPLATE_TOO_LONG_MESSAGE = `The template must be at most ${MAX_PROMPT_TEMPLATE_LENGTH} characters`;

const NAME_LIKE = /^[A-Za-z_][A-Za-z0-9_]*$/;
const SINGLE_BRACED_NAME = /^\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/;

function suggestionFor(name: string): PromptVariableId | undefined {
  const lower = name.trim().toLowerCase();
  return PROMPT_VARIABLE_IDS.find((id) => id.toLowerCase() === lower);
}

/**
 * Every problem with a template, errors first. The server refuses a template with errors; warnings are
 * advice only. Identical messages are reported once, at their first position.
 */
export function checkPromptTemplate(template: string): PromptTemplateIssue[] {
  if (template.trim() === '') return [{ severity: 'error', message: EMPTY_TEMPLATE_MESSAGE }];

  const issues: PromptTemplateIssue[] = [];
  const seen = new Set<string>();
  const report = (issue: PromptTemplateIssue) => {
    const key = `${issue.severity}:${issue.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };

  if (template.length > MAX_PROMPT_TEMPLATE_LENGTH) {
    report({ severity: 'error', message: `${TEMPLATE_TOO_LONG_MESSAGE} (it has ${template.length})` });
  }

  const used = new Set<string>();
  let i = 0;
  while (i < template.length) {
    if (template.startsWith('{{', i)) {
      const close = template.indexOf('}}', i + 2);
      const nextOpen = template.indexOf('{{', i + 2);
      if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
        report({
          severity: 'error',
          message: `"{{" at position ${i + 1} is never closed with "}}"`,
          index: i,
        });
        i += 2;
        continue;
      }
      const inner = template.slice(i + 2, close);
      const name = inner.trim();
      if (inner.includes('{') || inner.includes('}')) {
        report({ severity: 'error', message: `Unbalanced braces in "{{${inner}}}"`, index: i });
      } else if (name === '') {
        report({
          severity: 'error',
          message: 'Empty variable "{{}}": put a variable name between the braces',
          index: i,
        });
      } else if (isPromptVariableId(name)) {
        used.add(name);
        if (inner !== name) {
          report({
            severity: 'error',
            message: `Write {{${name}}} without spaces inside the braces`,
            variable: name,
            index: i,
          });
        }
      } else {
        const suggestion = NAME_LIKE.test(name) ? suggestionFor(name) : undefined;
        report({
          severity: 'error',
          message: `Unknown variable {{${name}}}${suggestion ? `: did you mean {{${suggestion}}}?` : ''}`,
          variable: name,
          index: i,
        });
      }
      i = close + 2;
      continue;
    }
    if (template.startsWith('}}', i)) {
      report({ severity: 'error', message: `"}}" at position ${i + 1} has no opening "{{"`, index: i });
      i += 2;
      continue;
    }
    if (template[i] === '{') {
      const match = SINGLE_BRACED_NAME.exec(template.slice(i));
      if (match) {
        const name = match[1];
        if (isPromptVariableId(name)) {
          report({
            severity: 'error',
            message: `Use double braces around ${name}: {{${name}}}`,
            variable: name,
            index: i,
          });
        } else {
          report({
            severity: 'warning',
            message: `"${match[0]}" is sent as written; variables use double braces`,
            index: i,
          });
        }
        i += match[0].length;
        continue;
      }
    }
    i += 1;
  }

  for (const id of REQUIRED_PROMPT_VARIABLES) {
    if (!used.has(id)) {
      report({
        severity: 'error',
        message: `Missing required variable {{${id}}} (${promptVariable(id).name})`,
        variable: id,
      });
    }
  }

  return [
    ...issues.filter((issue) => issue.severity === 'error'),
    ...issues.filter((issue) => issue.severity === 'warning'),
  ];
}

export const hasPromptTemplateErrors = (template: string): boolean =>
  checkPromptTemplate(template).some((issue) => issue.severity === 'error');

/** The known variables a template uses, in order of first use. */
export function promptVariablesUsed(template: string): PromptVariableId[] {
  const found: PromptVariableId[] = [];
  for (const match of template.matchAll(/\{\{([A-Za-z0-9_]+)\}\}/g)) {
    const id = match[1];
    if (isPromptVariableId(id) && !found.includes(id)) found.push(id);
  }
  return found;
}
