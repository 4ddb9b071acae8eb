import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import type { WrittenEmail } from '../drafting.contract';
import { EmailDrafting } from '../email-drafting.service';

/**
 * POST /settings/test_prompt (autopilot-settings §7.3): the saved template written for the most recent contact,
 * the same way as a real draft, and saved nowhere. It lives here because it needs the language model.
 */
@ApiTags('drafting')
@SignedIn()
@Controller('settings')
export class TestPromptController {
  constructor(private readonly drafting: EmailDrafting) {}

  @Post('test_prompt')
  @HttpCode(200)
  async testPrompt(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<WrittenEmail> {
    const prepared = await this.drafting.prepareTest(user.userId, new Date());
    const aborter = new AbortController();
    req.res?.on('close', () => {
      if (!req.res?.writableFinished) aborter.abort();
    });
    return this.drafting.storedForm(await this.drafting.write(prepared, aborter.signal));
  }
}
