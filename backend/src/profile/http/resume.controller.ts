import { Controller, Delete, Get, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { DeleteResumeAndFiles } from '../commands/delete-resume-and-files.command';
import { UploadResumePdf } from '../commands/upload-resume-pdf.command';
import { uploadedFileName } from '../profile.contract';
import { ResumeContentQuery } from '../queries/resume-content.query';
import { ResumeStatusQuery } from '../queries/resume-status.query';
import {
  RequiredResumeFilePipe,
  RESUME_FIELD,
  ResumeFileInterceptor,
  UploadedFilePart,
} from './resume-file.interceptor';

@ApiTags('settings')
@SignedIn()
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
    @CommandMeta() meta: CallerCommandMetadata,
  ) {
    const upload = { fileName: uploadedFileName(file.originalname, 'resume.pdf'), bytes: file.buffer };
    return this.commands.execute(new UploadResumePdf(meta.actorUserId, upload, meta));
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
  remove(@CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(new DeleteResumeAndFiles(meta.actorUserId, meta));
  }
}
