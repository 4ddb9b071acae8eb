import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ValidBody } from '../../platform/http/zod-validation.pipe';
import { SearchContacts } from '../commands/search-contacts.command';
import { searchContactsBody, type SearchContactsBody } from '../contact-search.contract';

/** The contact search screen's search; the path is the spec's (outreach.md §7). */
@ApiTags('contact-search')
@SignedIn()
@Controller('snowflake')
export class ContactSearchController {
  constructor(private readonly commands: CommandBus) {}

  @Post('search')
  @HttpCode(200)
  search(
    @ValidBody(searchContactsBody) body: SearchContactsBody,
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    return this.commands.execute(new SearchContacts(meta.actorUserId, body, meta));
  }
}
