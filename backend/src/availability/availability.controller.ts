import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { JwtAuthGuard } from '../platform/auth/jwt-auth.guard';
import { ZodValidationPipe } from '../platform/http/zod-validation.pipe';
import { describeAvailability } from './availability';
import { NoBusinessDayInRange, NoTimeLeftAfterBuffers } from './availability.errors';
import { availabilityBody, AvailabilityBody } from './availability.contract';

/** The sentence about free time a draft can quote; computes only, stores nothing. */
@ApiTags('availability')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('availability')
export class AvailabilityController {
  @Post()
  @HttpCode(200)
  describe(@Body(new ZodValidationPipe(availabilityBody)) body: AvailabilityBody) {
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
