import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({
    schema: {
      type: 'object',
      required: ['status', 'data'],
      properties: {
        status: { type: 'string', enum: ['Success'] },
        data: { type: 'object', required: ['database'], properties: { database: { type: 'string', enum: ['up'] } } },
      },
      example: { status: 'Success', data: { database: 'up' } },
    },
  })
  @ApiServiceUnavailableResponse({ type: FailureBody })
  async check() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Database is not reachable');
    }
    return { data: { database: 'up' } };
  }
}
