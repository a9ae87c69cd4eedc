import type { EventBus } from '../common/events/event-bus';
import type { Transactions } from '../database/transactions';
import { NotFoundException } from '@nestjs/common';
import { LEAD_MESSAGES, PRODUCT_NAMES, PUBLIC_TEXTS } from '@csec/contracts';
import { loadConfig } from '../config/load-config';
import { TooManyRequestsException } from '../common/http/too-many-requests.exception';
import { ValidationFailedException } from '../common/http/validation-failed.exception';
import type { CreateLeadDto } from './dto/create-lead.dto';
import { LeadCreatedEvent } from './events/lead-created.event';
import type { Lead } from './lead.entity';
import type { LeadThrottleService } from './lead-throttle.service';
import type { LeadsRepository } from './leads.repository';
import { LeadsService } from './leads.service';

describe('LeadsService', () => {
  const at = new Date('2026-03-04T05:06:07.000Z');
  const stored = (fields: Partial<Lead>): Lead => ({ id: 5, status: 'new', createdAt: at, updatedAt: at, ...fields }) as Lead;
  let repo: { save: jest.Mock; findById: jest.Mock; updateStatus: jest.Mock; delete: jest.Mock; all: jest.Mock };
  let throttle: { consume: jest.Mock };
  let events: { emit: jest.Mock };
  let order: string[];

  const service = (env: Record<string, string> = {}) =>
    new LeadsService(
      repo as unknown as LeadsRepository,
      throttle as unknown as LeadThrottleService,
      events as unknown as EventBus,
      { run: (work: () => Promise<unknown>) => work() } as unknown as Transactions,
      loadConfig(env),
    );

  const registration = (patch: Partial<CreateLeadDto> = {}): CreateLeadDto => ({
    kind: 'registration',
    name: 'Rina',
    organisation: 'Kementerian',
    email: 'rina@example.go.id',
    consent: true,
    ...patch,
  });

  beforeEach(() => {
    order = [];
    let saved: Lead | undefined;
    repo = {
      save: jest.fn(async (fields: Partial<Lead>) => {
        order.push('save');
        saved = stored(fields);
        return saved;
      }),
      findById: jest.fn(async () => saved ?? null),
      updateStatus: jest.fn(),
      delete: jest.fn(),
      all: jest.fn(),
    };
    throttle = { consume: jest.fn(async () => void order.push('count')) };
    events = { emit: jest.fn(async () => void order.push('emit')) };
  });

  it('counts the submission, stores it, then announces lead.created with the stored lead', async () => {
    await service().submit(registration({ interest: PUBLIC_TEXTS.eventTitle, phone: '+62 21 1234' }), '10.0.0.1');
    expect(order).toEqual(['count', 'save', 'emit']);
    expect(throttle.consume).toHaveBeenCalledWith('10.0.0.1');
    expect(repo.save).toHaveBeenCalledWith({
      kind: 'registration',
      name: 'Rina',
      organisation: 'Kementerian',
      jobTitle: null,
      email: 'rina@example.go.id',
      phone: '+62 21 1234',
      interest: PUBLIC_TEXTS.eventTitle,
      message: null,
      clientIp: '10.0.0.1',
    });
    const [name, event] = events.emit.mock.calls[0] as [string, LeadCreatedEvent];
    expect(name).toBe('lead.created');
    expect(event.lead).toMatchObject({ id: 5, status: 'new', phone: '+62 21 1234', createdAt: at.toISOString() });
  });

  it('counts a filled honeypot, then stores and announces nothing', async () => {
    await service().submit(registration({ website: 'https://spam.example' }), '10.0.0.1');
    expect(order).toEqual(['count']);
  });

  it('lets the throttle refuse before anything is stored', async () => {
    throttle.consume.mockRejectedValue(new TooManyRequestsException(LEAD_MESSAGES.tooMany, 60, 'lead.too_many'));
    await expect(service().submit(registration(), '10.0.0.1')).rejects.toBeInstanceOf(TooManyRequestsException);
    expect(repo.save).not.toHaveBeenCalled();
    expect(events.emit).not.toHaveBeenCalled();
  });

  it("refuses a registration's unknown interest without counting it; CURRENT_EVENT names the event, '' none", async () => {
    const refused = service({ CURRENT_EVENT: 'Summit 2027' }).submit(registration({ interest: PUBLIC_TEXTS.eventTitle }), '10.0.0.1');
    await expect(refused).rejects.toEqual(new ValidationFailedException({ interest: LEAD_MESSAGES.interestInvalid }));
    await expect(service({ CURRENT_EVENT: '' }).submit(registration({ interest: '' }), '10.0.0.1')).rejects.toBeInstanceOf(ValidationFailedException);
    expect(throttle.consume).not.toHaveBeenCalled();
    await service({ CURRENT_EVENT: 'Summit 2027' }).submit(registration({ interest: 'SUMMIT 2027' }), '10.0.0.1');
    expect(repo.save).toHaveBeenLastCalledWith(expect.objectContaining({ interest: 'Summit 2027' }));
  });

  it('offers the current event first, then the products, as registration interests', () => {
    expect(service().registrationInterests()).toEqual([PUBLIC_TEXTS.eventTitle, ...PRODUCT_NAMES]);
    expect(service({ CURRENT_EVENT: '' }).registrationInterests()).toEqual([...PRODUCT_NAMES]);
  });

  it("keeps a contact's interest as written", async () => {
    await service().submit(registration({ kind: 'contact', interest: 'anything at all', message: 'Hi' }), undefined);
    expect(repo.save).toHaveBeenLastCalledWith(expect.objectContaining({ interest: 'anything at all', message: 'Hi', clientIp: null }));
    expect(throttle.consume).toHaveBeenCalledWith('unknown');
  });

  it('answers 404 lead.not_found for a lead that is not there', async () => {
    repo.updateStatus.mockResolvedValue(false);
    repo.delete.mockResolvedValue(false);
    for (const attempt of [service().getView(9), service().setStatus(9, 'closed'), service().remove(9)]) {
      await expect(attempt).rejects.toBeInstanceOf(NotFoundException);
    }
    await expect(service().getView(9)).rejects.toMatchObject({ response: { code: 'lead.not_found', message: LEAD_MESSAGES.leadNotFound } });
  });

  it('exports the filtered leads under a header row, and searches the lower-cased text with LIKE wildcards escaped', async () => {
    repo.all.mockResolvedValue([
      stored({
        kind: 'contact',
        name: '=cmd',
        organisation: 'O, Ltd',
        email: 'e@x.test',
        jobTitle: null,
        phone: null,
        interest: null,
        message: 'a\nb',
        clientIp: null,
      }),
    ]);
    const csv = await service().exportCsv({ query: '50%_OFF', kind: 'contact', status: 'new' });
    expect(repo.all).toHaveBeenCalledWith({ pattern: '%50!%!_off%', kind: 'contact', status: 'new' });
    // Every text field quoted, the id bare, empty ones empty (common/text/csv.ts).
    expect(csv).toBe(
      '"id","createdAt","kind","status","name","organisation","jobTitle","email","phone","interest","message"\r\n' +
        `5,"${at.toISOString()}","contact","new","'=cmd","O, Ltd",,"e@x.test",,,"a\nb"\r\n`,
    );
  });
});
