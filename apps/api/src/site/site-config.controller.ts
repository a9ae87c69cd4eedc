import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SiteConfig } from '../common/views/api-views';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Public } from '../common/decorators/public.decorator';
import { SiteConfigResponseDto } from './dto/site-config-response.dto';
import { buildSiteConfig } from './site-config';

@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  private readonly siteConfig: SiteConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.siteConfig = buildSiteConfig(config);
  }

  @Public()
  @Get()
  @ApiOperation({ summary: "The frontends' run-time config: remote entry URLs, embedded form and map, contact details" })
  @ApiOkResponse({ type: SiteConfigResponseDto })
  get() {
    return { data: this.siteConfig };
  }
}
