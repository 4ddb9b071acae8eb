import { Injectable } from '@nestjs/common';

/** The time each step of the autopilot's process is decided at; a provider of its own, so tests can move it. */
@Injectable()
export class AutopilotClock {
  now(): Date {
    return new Date();
  }
}
