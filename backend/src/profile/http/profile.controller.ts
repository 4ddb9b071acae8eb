import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { LinkedInProfileQuery } from '../queries/linkedin-profile.query';

@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('profile')
export class ProfileController {
  constructor(private readonly linkedinProfile: LinkedInProfileQuery) {}

  @Get('linkedin')
  getLinkedIn(@CurrentUser() user: AuthenticatedUser) {
    return this.linkedinProfile.execute(user.userId);
  }
}
