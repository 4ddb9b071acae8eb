import { Injectable } from '@nestjs/common';

/** The time a scheduler tick is decided at; a provider of its own, so tests move it instead of waiting. */
@Injectable()
export class CampaignClock {
  now(): Date {
    return new Date();
  }
}

/** The random source of the gaps between a campaign's messages: one draw in [0, 1) per recorded send. */
@Injectable()
export class CampaignRandom {
  next(): number {
    return Math.random();
  }
}
