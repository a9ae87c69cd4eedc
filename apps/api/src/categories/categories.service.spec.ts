import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { API_MESSAGES } from '@csec/contracts';
import type { EventBus } from '../common/events/event-bus';
import type { Transactions } from '../database/transactions';
import { CategoriesService } from './categories.service';
import type { CategoriesRepository } from './categories.repository';

describe('CategoriesService.remove', () => {
  const category = { id: 3, name: 'Research', nameKey: 'research', description: 'x' };
  let repo: { findById: jest.Mock; delete: jest.Mock };
  let events: { emit: jest.Mock };
  let service: CategoriesService;

  beforeEach(() => {
    repo = { findById: jest.fn().mockResolvedValue(category), delete: jest.fn().mockResolvedValue(true) };
    events = { emit: jest.fn().mockResolvedValue(undefined) };
    const transactions = { run: (work: () => Promise<unknown>) => work() };
    service = new CategoriesService(repo as unknown as CategoriesRepository, events as unknown as EventBus, transactions as unknown as Transactions);
  });

  const names = () => events.emit.mock.calls.map(([name]) => name as string);

  it('asks the other modules (category.deleting) before deleting, then announces the deletion', async () => {
    await service.remove(3);
    expect(names()).toEqual(['category.deleting', 'category.deleted']);
  });

  it('deletes nothing when a module refuses, and answers its 409', async () => {
    events.emit.mockRejectedValueOnce(new ConflictException(API_MESSAGES.categoryInUse(2)));
    await expect(service.remove(3)).rejects.toThrow(API_MESSAGES.categoryInUse(2));
    expect(repo.delete).not.toHaveBeenCalled();
  });

  it('answers the same 409 when a post was saved into the category after the check and the foreign key refused the delete', async () => {
    const refused = new QueryFailedError(
      'DELETE FROM categories',
      [],
      Object.assign(new Error('FOREIGN KEY constraint failed'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }),
    );
    repo.delete.mockRejectedValue(refused);
    events.emit.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ConflictException(API_MESSAGES.categoryInUse(1)));
    await expect(service.remove(3)).rejects.toThrow(API_MESSAGES.categoryInUse(1));
    expect(names()).toEqual(['category.deleting', 'category.deleting']);
  });

  it('lets any other failure through as it is', async () => {
    const broken = new Error('disk full');
    repo.delete.mockRejectedValue(broken);
    await expect(service.remove(3)).rejects.toBe(broken);
    expect(names()).toEqual(['category.deleting']);
  });
});
