import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Min, ValidateBy, type ValidationArguments } from 'class-validator';
import { ACTIVITY_ACTIONS, ACTIVITY_MESSAGES, type ActivityAction } from '@csec/contracts';
import { PageParam, toInt } from '../../common/http/pagination';
import { instantOf } from '../activity-range';

const DATE_DESCRIPTION = 'a date (2026-01-31: the whole day in UTC) or a date and time with its offset (2026-01-31T08:00:00Z)';

/** An ISO 8601 date `instantOf` can read. */
function IsActivityDate(bound: 'from' | 'to', message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isActivityDate',
    validator: { validate: (value: unknown) => typeof value === 'string' && instantOf(value, bound) !== undefined, defaultMessage: () => message },
  });
}

/** `to` reaches back no further than `from` (checked once both are readable dates). */
function IsNotBeforeFrom(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotBeforeFrom',
    validator: {
      validate: (to: unknown, { object }: ValidationArguments) => {
        const from = (object as ActivityListQuery).from;
        if (typeof to !== 'string' || typeof from !== 'string') return true;
        const [start, end] = [instantOf(from, 'from'), instantOf(to, 'to')];
        return !start || !end || end >= start;
      },
      defaultMessage: () => ACTIVITY_MESSAGES.toBeforeFrom,
    },
  });
}

/** `?page=&actor=&action=&from=&to=` of the activity log. */
export class ActivityListQuery {
  @PageParam()
  page = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'Only what this user did (a user id)' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: ACTIVITY_MESSAGES.actorInvalid })
  @Min(1, { message: ACTIVITY_MESSAGES.actorInvalid })
  actor?: number;

  @ApiPropertyOptional({ enum: ACTIVITY_ACTIONS, enumName: 'ActivityAction', description: 'Only this kind of action' })
  @IsOptional()
  @IsIn(ACTIVITY_ACTIONS, { message: ACTIVITY_MESSAGES.actionInvalid })
  action?: ActivityAction;

  @ApiPropertyOptional({ description: `From this instant on: ${DATE_DESCRIPTION}`, example: '2026-01-01' })
  @IsOptional()
  @IsActivityDate('from', ACTIVITY_MESSAGES.fromInvalid)
  from?: string;

  @ApiPropertyOptional({ description: `Up to this instant: ${DATE_DESCRIPTION}; never before from`, example: '2026-01-31' })
  @IsOptional()
  @IsNotBeforeFrom()
  @IsActivityDate('to', ACTIVITY_MESSAGES.toInvalid)
  to?: string;
}
