import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ZodValidationPipe } from '../../platform/http/zod-validation.pipe';
import { SearchContacts } from '../commands/search-contacts.command';
import { searchContactsBody, type SearchContactsBody } from '../contact-search.contract';

/** The contact search screen's search; the path is the spec's (outreach.md §7). */
@ApiTags('contact-search')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('snowflake')
export class ContactSearchController {
  constructor(private readonly commands: CommandBus) {}

  @Post('search')
  @HttpCode(200)
  search(
    @Body(new ZodValidationPipe(searchContactsBody)) body: SearchContactsBody,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.commands.execute(new SearchContacts(user.userId, body, commandMetadata(user.userId)));
  }
}
