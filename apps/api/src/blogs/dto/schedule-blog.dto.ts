import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, IsNotEmpty, IsString, Matches } from 'class-validator';
import { SCHEDULE_HORIZON_DAYS, SCHEDULE_LEAD_MIN_SECONDS, SCHEDULE_TEXTS } from '@csec/contracts';

/** A date and a time that ends in Z or an offset: a time without one would be read in the server's zone. */
const WITH_TIME_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** POST /api/blogs/{slug}/schedule. How far ahead it may lie is the service's check (it reads the clock). */
export class ScheduleBlogDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-25T09:00:00+07:00',
    description: `When the post becomes public: ISO 8601 with Z or an offset, at least ${SCHEDULE_LEAD_MIN_SECONDS} seconds and at most ${SCHEDULE_HORIZON_DAYS} days ahead`,
  })
  @IsNotEmpty({ message: SCHEDULE_TEXTS.publishAtRequired })
  @IsString({ message: SCHEDULE_TEXTS.publishAtInvalid })
  @Matches(WITH_TIME_ZONE, { message: SCHEDULE_TEXTS.publishAtInvalid })
  // strict: 30 February is refused rather than rolled over into March.
  @IsISO8601({ strict: true }, { message: SCHEDULE_TEXTS.publishAtInvalid })
  publishAt!: string;
}
