import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { Public } from '../common/decorators/public.decorator';
import { FailureBody } from '../common/http/failure-body';
import { coded } from '../common/http/coded';
import { RedisClients } from '../common/redis/redis-clients';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisClients,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Liveness and database check' })
  @ApiOkResponse({ schema: probeSchema('database') })
  @ApiServiceUnavailableResponse({ type: FailureBody })
  async check() {
    await this.pingDatabase();
    return { data: { database: 'up' } };
  }

  @Public()
  @Get('live')
  @ApiOperation({ summary: 'Liveness for orchestrators: the process answers (the database is not asked)' })
  @ApiOkResponse({ schema: probeSchema('process') })
  live() {
    return { data: { process: 'up' } };
  }

  @Public()
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness for orchestrators: the database answers',
    description:
      'With REDIS_URL, `redis` says whether the shared Redis is reachable. `degraded` still answers 200: the process serves, ' +
      'counting limits in its own memory until Redis returns, so a load balancer must not take it out of rotation for that.',
  })
  @ApiOkResponse({ schema: readySchema() })
  @ApiServiceUnavailableResponse({ type: FailureBody, description: 'The database cannot be reached (service.unavailable), with Retry-After' })
  async ready() {
    await this.pingDatabase();
    const redis = this.redis.state();
    return { data: redis === 'none' ? { database: 'up' } : { database: 'up', redis } };
  }

  private async pingDatabase(): Promise<void> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException(coded('service.unavailable', 'Database is not reachable'));
    }
  }
}

function probeSchema(part: 'process' | 'database') {
  return {
    type: 'object' as const,
    required: ['status', 'data'],
    properties: {
      status: { type: 'string', enum: ['Success'] },
      data: { type: 'object', required: [part], properties: { [part]: { type: 'string', enum: ['up'] } } },
    },
    example: { status: 'Success', data: { [part]: 'up' } },
  };
}

function readySchema() {
  const schema = probeSchema('database');
  schema.properties.data.properties = { ...schema.properties.data.properties, redis: { type: 'string', enum: ['up', 'degraded'] } };
  return schema;
}
