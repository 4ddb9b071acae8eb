import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../platform/auth/signed-in.decorator';
import { ValidBody } from '../platform/http/zod-validation.pipe';
import { describeAvailability } from './availability';
import { NoBusinessDayInRange, NoTimeLeftAfterBuffers } from './availability.errors';
import { availabilityBody, AvailabilityBody } from './availability.contract';

/** The sentence about free time a draft can quote; computes only, stores nothing. */
@ApiTags('availability')
@SignedIn()
@Controller('availability')
export class AvailabilityController {
  @Post()
  @HttpCode(200)
  describe(@ValidBody(availabilityBody) body: AvailabilityBody) {
    const outcome = describeAvailability({
      availableStart: body.available_start,
      availableEnd: body.available_end,
      bufferBefore: body.buffer_before,
      bufferAfter: body.buffer_after,
      startDate: body.start_date,
      endDate: body.end_date,
    });
    if (!outcome.ok) {
      throw outcome.reason === 'no_business_day'
        ? new NoBusinessDayInRange(body.start_date, body.end_date)
        : new NoTimeLeftAfterBuffers();
    }
    return {
      human_readable_availability: outcome.text,
      business_days: outcome.businessDays,
      window: outcome.window,
    };
  }
}
