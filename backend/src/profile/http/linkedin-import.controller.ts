import { Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../../platform/auth/signed-in.decorator';
import { CommandMeta, type CallerCommandMetadata } from '../../platform/commands/command-meta.decorator';
import { ImportLinkedInExport } from '../commands/import-linkedin-export.command';
import { ExportUpload, MAX_EXPORT_FILES } from '../linkedin-export';
import {
  EXPORT_FIELD,
  LinkedInExportFilesInterceptor,
  LinkedInExportUploads,
} from './linkedin-export-files.interceptor';

@ApiTags('settings')
@SignedIn()
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
  import(@LinkedInExportUploads() files: ExportUpload[], @CommandMeta() meta: CallerCommandMetadata) {
    return this.commands.execute(new ImportLinkedInExport(meta.actorUserId, files, meta));
  }
}
