import { Injectable } from '@nestjs/common';
import { documentsOf, UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { DocumentsView } from '../profile-rules.contract';

/** The caller's documents, for GET /settings/documents. */
@Injectable()
export class DocumentsQuery {
  constructor(private readonly reader: UserSettingsReader) {}

  async execute(userId: string): Promise<DocumentsView> {
    return { documents: documentsOf(await this.reader.settings(userId)) };
  }
}
