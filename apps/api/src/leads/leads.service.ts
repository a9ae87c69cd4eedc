import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { Transactions } from '../database/transactions';
import { LEAD_MESSAGES, PRODUCT_NAMES, type LeadStatus } from '@csec/contracts';
import type { ApiPage, LeadView } from '../common/views/api-views';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { coded } from '../common/http/coded';
import { likePattern, pageCount } from '../common/http/pagination';
import { ValidationFailedException } from '../common/http/validation-failed.exception';
import { toCsv } from '../common/text/csv';
import { CreateLeadDto } from './dto/create-lead.dto';
import type { LeadFilters } from './dto/lead-list.query';
import { LeadCreatedEvent } from './events/lead-created.event';
import { LeadThrottleService } from './lead-throttle.service';
import { toLeadView } from './lead.view';
import { LeadCriteria, LeadsRepository } from './leads.repository';

/** The export's columns, in order: the header row names them as the API does. */
const CSV_COLUMNS = ['id', 'createdAt', 'kind', 'status', 'name', 'organisation', 'jobTitle', 'email', 'phone', 'interest', 'message'] as const;

/** The leads module's face: visitors' submissions in, staff's work on them. */
@Injectable()
export class LeadsService {
  /** The interests a registration may name, by their lower-cased form: the current event and the products. */
  private readonly interests: ReadonlyMap<string, string>;
  private readonly choices: readonly string[];

  constructor(
    private readonly repo: LeadsRepository,
    private readonly throttle: LeadThrottleService,
    private readonly events: EventBus,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) config: Pick<AppConfig, 'leads'>,
  ) {
    this.choices = [config.leads.currentEvent, ...PRODUCT_NAMES].filter((name) => name !== '');
    this.interests = new Map(this.choices.map((name) => [name.toLowerCase(), name]));
  }

  /** What a registration may name as its interest: the current event (CURRENT_EVENT) first, when there is one, then the products. */
  registrationInterests(): readonly string[] {
    return this.choices;
  }

  /**
   * Stores a visitor's request, then announces it (lead.created). Counted against the sender's
   * hourly allowance first. A filled honeypot is counted too, then dropped without a trace: the
   * sender gets the same answer as anyone.
   */
  async submit(dto: CreateLeadDto, clientIp: string | undefined): Promise<void> {
    const interest = this.interestOf(dto);
    await this.throttle.consume(clientIp ?? 'unknown');
    if (typeof dto.website === 'string' && dto.website !== '') return;
    // One transaction: a webhook's outbox row for the lead stands or falls with it.
    await this.transactions.run(async () => {
      const saved = await this.repo.save({
        kind: dto.kind,
        name: dto.name,
        organisation: dto.organisation,
        jobTitle: dto.jobTitle ?? null,
        email: dto.email,
        phone: dto.phone ?? null,
        interest,
        message: dto.message ?? null,
        clientIp: clientIp ?? null,
      });
      await this.events.emit('lead.created', new LeadCreatedEvent(toLeadView(saved)));
    });
  }

  async list(page: number, filters: LeadFilters): Promise<Omit<ApiPage<LeadView>, 'status'>> {
    const [rows, countData] = await this.repo.page(page, criteriaOf(filters));
    return { data: rows.map(toLeadView), totalPages: pageCount(countData), countData };
  }

  async getView(id: number): Promise<LeadView> {
    const lead = await this.repo.findById(id);
    if (!lead) throw notFound();
    return toLeadView(lead);
  }

  async setStatus(id: number, status: LeadStatus): Promise<LeadView> {
    if (!(await this.repo.updateStatus(id, status))) throw notFound();
    return this.getView(id);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound();
  }

  /** Every lead matching the filters, newest first, as an RFC 4180 file with a header row. */
  async exportCsv(filters: LeadFilters): Promise<string> {
    const rows = (await this.repo.all(criteriaOf(filters))).map(toLeadView);
    return toCsv(
      CSV_COLUMNS,
      rows.map((lead) => CSV_COLUMNS.map((column) => lead[column])),
    );
  }

  /** A registration names the current event or a product (stored as the list spells it); a contact's interest is free text. */
  private interestOf(dto: CreateLeadDto): string | null {
    if (dto.interest == null) return null;
    if (dto.kind !== 'registration') return dto.interest;
    const known = this.interests.get(dto.interest.toLowerCase());
    if (!known) throw new ValidationFailedException({ interest: LEAD_MESSAGES.interestInvalid });
    return known;
  }
}

const notFound = () => new NotFoundException(coded('lead.not_found', LEAD_MESSAGES.leadNotFound));

function criteriaOf({ query, kind, status }: LeadFilters): LeadCriteria {
  return { pattern: query ? likePattern(query.toLowerCase()) : undefined, kind, status };
}
