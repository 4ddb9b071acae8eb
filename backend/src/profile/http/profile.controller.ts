import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { LinkedInProfileQuery } from '../queries/linkedin-profile.query';

@ApiTags('settings')
@SignedIn()
@Controller('profile')
export class ProfileController {
  constructor(private readonly linkedinProfile: LinkedInProfileQuery) {}

  @Get('linkedin')
  getLinkedIn(@CurrentUser() user: AuthenticatedUser) {
    return this.linkedinProfile.execute(user.userId);
  }
}
