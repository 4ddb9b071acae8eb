import {
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { DeleteResume } from '../commands/delete-resume.command';
import { UploadResume } from '../commands/upload-resume.command';
import { ResumeContentQuery } from '../queries/resume-content.query';
import { ResumeStatusQuery } from '../queries/resume-status.query';
import { uploadedFileName } from '../settings.contract';
import {
  RequiredResumeFilePipe,
  RESUME_FIELD,
  ResumeFileInterceptor,
  UploadedFilePart,
} from './resume-file.interceptor';

@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('resume')
export class ResumeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly resumeStatus: ResumeStatusQuery,
    private readonly resumeContent: ResumeContentQuery,
  ) {}

  @Post()
  @UseInterceptors(ResumeFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [RESUME_FIELD],
      properties: { [RESUME_FIELD]: { type: 'string', format: 'binary', description: 'PDF, at most 5 MB' } },
    },
  })
  upload(
    @UploadedFile(new RequiredResumeFilePipe()) file: UploadedFilePart,
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new UploadResume(
        user.userId,
        { fileName: uploadedFileName(file.originalname, 'resume.pdf'), bytes: file.buffer },
        commandMetadata(user.userId, { idempotencyKey }),
      ),
    );
  }

  @Get('status')
  status(@CurrentUser() user: AuthenticatedUser) {
    return this.resumeStatus.execute(user.userId);
  }

  @Get('content')
  content(@CurrentUser() user: AuthenticatedUser) {
    return this.resumeContent.execute(user.userId);
  }

  @Delete()
  @HttpCode(200)
  remove(@CurrentUser() user: AuthenticatedUser, @Headers('idempotency-key') idempotencyKey?: string) {
    return this.commands.execute(
      new DeleteResume(user.userId, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
