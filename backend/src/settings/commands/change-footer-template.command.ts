import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { FooterTemplateResult } from '../settings-rules.contract';

export class ChangeFooterTemplate extends Command<FooterTemplateResult> {
  constructor(
    readonly userId: string,
    readonly footerTemplate: string | null,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
