import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator';
import { FailureBody } from '../common/http/failure-body';
import { ActivityService } from './activity.service';
import { ActivityListQuery } from './dto/activity-list.query';
import { ActivityListResponseDto } from './dto/activity-response.dto';

@ApiTags('activity')
@Controller('activity')
export class ActivityController {
  constructor(private readonly activity: ActivityService) {}

  @Get()
  @Auth('superadmin', 'admin')
  @ApiOperation({
    summary: 'The activity log, 15 a page, newest first, narrowed by actor, action and time (admin-level)',
    description:
      'One row per staff action: logins (and failed ones), logouts, ended sessions, account, post and category changes, uploads. ' +
      'Rows are kept ACTIVITY_KEEP_DAYS days (365 unless set); nothing else changes or removes them.',
  })
  @ApiOkResponse({ type: ActivityListResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'errors names each invalid filter' })
  list(@Query() query: ActivityListQuery) {
    return this.activity.list(query);
  }
}
