import { Injectable } from '@nestjs/common';
import { autopilotSettingsOf, UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { AutopilotSettings } from '../preferences-rules.contract';

/** The caller's autopilot settings, for GET /settings/autopilot. */
@Injectable()
export class AutopilotSettingsQuery {
  constructor(private readonly reader: UserSettingsReader) {}

  async execute(userId: string): Promise<AutopilotSettings> {
    return autopilotSettingsOf(await this.reader.settings(userId));
  }
}
