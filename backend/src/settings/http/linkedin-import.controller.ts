import { Controller, Headers, HttpCode, Post, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import { JwtAuthGuard } from '../../platform/auth/jwt-auth.guard';
import { commandMetadata } from '../../platform/commands/command-metadata';
import { ImportLinkedInExport } from '../commands/import-linkedin-export.command';
import { ExportUpload, MAX_EXPORT_FILES } from '../linkedin-export';
import {
  EXPORT_FIELD,
  LinkedInExportFilesInterceptor,
  LinkedInExportUploads,
} from './linkedin-export-files.interceptor';

@ApiTags('settings')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('settings/linkedin_data')
export class LinkedInImportController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import')
  @HttpCode(200)
  @UseInterceptors(LinkedInExportFilesInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [EXPORT_FIELD],
      properties: {
        [EXPORT_FIELD]: {
          type: 'array',
          minItems: 1,
          maxItems: MAX_EXPORT_FILES,
          items: { type: 'string', format: 'binary' },
          description:
            "LinkedIn's data export (.zip), or its Profile.csv, Positions.csv, Education.csv, Skills.csv",
        },
      },
    },
  })
  import(
    @LinkedInExportUploads() files: ExportUpload[],
    @CurrentUser() user: AuthenticatedUser,
    @Headers('idempotency-key') idempotencyKey?: string,
  ) {
    return this.commands.execute(
      new ImportLinkedInExport(user.userId, files, commandMetadata(user.userId, { idempotencyKey })),
    );
  }
}
