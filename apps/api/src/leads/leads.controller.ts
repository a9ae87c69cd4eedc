import { Body, Controller, Delete, Get, Inject, Ip, NotFoundException, Param, ParseIntPipe, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { LEAD_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Auth } from '../common/decorators/auth.decorator';
import { Public } from '../common/decorators/public.decorator';
import { coded } from '../common/http/coded';
import { FailureBody } from '../common/http/failure-body';
import { MessageResponseDto } from '../common/http/message-response.dto';
import { CreateLeadDto } from './dto/create-lead.dto';
import { LeadExportQuery, LeadListQuery } from './dto/lead-list.query';
import { LeadListResponseDto, LeadResponseDto } from './dto/lead-response.dto';
import { UpdateLeadDto } from './dto/update-lead.dto';
import { LeadsService } from './leads.service';
import { Scope } from '../common/decorators/scope.decorator';

const idPipe = new ParseIntPipe({ exceptionFactory: () => new NotFoundException(coded('lead.not_found', LEAD_MESSAGES.leadNotFound)) });

@ApiTags('leads')
@Controller('leads')
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post()
  @ApiOperation({
    summary: 'Send a registration or a contact request (public)',
    description:
      "A registration's interest, when given, is the current event (CURRENT_EVENT) or a product; a contact needs a message. " +
      'At most LEADS_MAX_PER_HOUR (10) requests per client IP an hour. A filled honeypot field (website) gets the same answer and is not stored.',
  })
  @ApiCreatedResponse({ type: MessageResponseDto })
  @ApiBadRequestResponse({ type: FailureBody, description: 'errors names each invalid field' })
  @ApiTooManyRequestsResponse({
    type: FailureBody,
    description: 'Too many requests from this IP within the hour (lead.too_many)',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async create(@Body() body: CreateLeadDto, @Ip() ip: string | undefined) {
    await this.leads.submit(body, ip);
    return { message: LEAD_MESSAGES.sent };
  }

  @Get()
  @Scope('leads:read')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'Leads, 15 a page, newest first; query matches name, organisation, e-mail, interest or message (admin-level)' })
  @ApiOkResponse({ type: LeadListResponseDto })
  list(@Query() query: LeadListQuery) {
    return this.leads.list(query.page, query);
  }

  // Before ':id', which would otherwise take 'export.csv' for an id.
  @Get('export.csv')
  @Scope('leads:read')
  @Auth('superadmin', 'admin')
  @ApiOperation({
    summary: 'Every lead matching the filters, newest first, as CSV (admin-level)',
    description:
      'RFC 4180 with a header row; every text field quoted, numbers bare. Safe in every locale: a text starting with =, +, - or @, ' +
      "and any part of it after a comma, semicolon, tab or line break that does, gets a ' before that character, so no spreadsheet runs a formula " +
      'whatever list separator it splits on.',
  })
  @ApiOkResponse({
    description: 'text/csv; charset=utf-8, sent as the attachment leads-YYYY-MM-DD.csv',
    content: { 'text/csv': { schema: { type: 'string' } } },
    headers: { 'Content-Disposition': { description: 'attachment; filename="leads-YYYY-MM-DD.csv"', schema: { type: 'string' } } },
  })
  async exportCsv(@Query() query: LeadExportQuery, @Res({ passthrough: true }) res: Response): Promise<string> {
    const csv = await this.leads.exportCsv(query);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leads-${dayIn(this.config.site.timeZone)}.csv"`);
    // People's contact details: kept by nobody on the way.
    res.setHeader('Cache-Control', 'no-store');
    return csv;
  }

  @Get(':id')
  @Scope('leads:read')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'One lead (admin-level)' })
  @ApiOkResponse({ type: LeadResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async get(@Param('id', idPipe) id: number) {
    return { data: await this.leads.getView(id) };
  }

  @Patch(':id')
  @Scope('leads:write')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: "Move a lead to 'new', 'contacted' or 'closed' (admin-level)" })
  @ApiOkResponse({ type: LeadResponseDto })
  @ApiBadRequestResponse({ type: FailureBody })
  @ApiNotFoundResponse({ type: FailureBody })
  async update(@Param('id', idPipe) id: number, @Body() body: UpdateLeadDto) {
    return { message: LEAD_MESSAGES.leadUpdated, data: await this.leads.setStatus(id, body.status) };
  }

  @Delete(':id')
  @Auth('superadmin', 'admin')
  @ApiOperation({ summary: 'Delete a lead (admin-level)' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiNotFoundResponse({ type: FailureBody })
  async remove(@Param('id', idPipe) id: number) {
    await this.leads.remove(id);
    return { message: LEAD_MESSAGES.leadDeleted };
  }
}

/** Today's date (YYYY-MM-DD) in the site's time zone, for the file name. */
function dayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}
