import { UnknownCommand, type Decider } from '../platform/commands/decider';
import type { SettingsEvent } from '../settings/settings.events';
import { checkPromptTemplate } from './prompt-template-check.contract';
import type {
  FooterTemplateChanged,
  PromptTemplateChanged,
  PromptTemplateEvent,
} from './prompt-template.events';
import { FooterTemplateInvalid, PromptTemplateInvalid } from './prompt-template.errors';
import { footerTemplateProblem } from './prompt-template-rules.contract';

/** null: back to the default template. */
export interface ChangePromptTemplate {
  type: 'ChangePromptTemplate';
  data: PromptTemplateChanged['data'];
}

/** null: back to the default footer. */
export interface ChangeFooterTemplate {
  type: 'ChangeFooterTemplate';
  data: FooterTemplateChanged['data'];
}

export type PromptTemplateCommand = ChangePromptTemplate | ChangeFooterTemplate;

export interface PromptTemplateState {
  /** null: the default template. */
  promptTemplate: string | null;
  /** null: the default footer. */
  footerTemplate: string | null;
}

export const initialState = (): PromptTemplateState => ({ promptTemplate: null, footerTemplate: null });

/** Folds the whole settings stream; the profile's and preferences' events leave the templates as they are. */
export function evolve(state: PromptTemplateState, event: SettingsEvent): PromptTemplateState {
  switch (event.type) {
    case 'PromptTemplateChanged':
      return { ...state, promptTemplate: event.data.promptTemplate };
    case 'FooterTemplateChanged':
      return { ...state, footerTemplate: event.data.footerTemplate };
    default:
      return state;
  }
}

export function decide(command: PromptTemplateCommand, state: PromptTemplateState): PromptTemplateEvent[] {
  switch (command.type) {
    case 'ChangePromptTemplate': {
      const { userId, promptTemplate } = command.data;
      if (promptTemplate !== null) {
        const errors = checkPromptTemplate(promptTemplate).filter((issue) => issue.severity === 'error');
        if (errors.length > 0) throw new PromptTemplateInvalid(errors.map((issue) => issue.message));
      }
      return promptTemplate === state.promptTemplate
        ? []
        : [{ type: 'PromptTemplateChanged', data: { userId, promptTemplate } }];
    }
    case 'ChangeFooterTemplate': {
      const { userId, footerTemplate } = command.data;
      const problem = footerTemplateProblem(footerTemplate);
      if (problem) throw new FooterTemplateInvalid(problem);
      return footerTemplate === state.footerTemplate
        ? []
        : [{ type: 'FooterTemplateChanged', data: { userId, footerTemplate } }];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const promptTemplateDecider: Decider<PromptTemplateCommand, SettingsEvent, PromptTemplateState> = {
  initialState,
  evolve,
  decide,
};
