import { Test } from '@nestjs/testing';
import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { EventBus } from '../common/events/event-bus';
import { EventsModule } from '../common/events/events.module';
import { On } from '../common/events/on.decorator';
import { Transactions } from '../database/transactions';
import { UserRenamedEvent } from '../users/events/user-renamed.event';
import { BlogsRepository } from './blogs.repository';
import { BylineListener } from './byline.listener';
import { PostsBylineChangedEvent } from './events/posts-byline-changed.event';

const order: string[] = [];

@Injectable()
class BylineWatcher {
  @On('posts.byline-changed')
  seen(event: PostsBylineChangedEvent): void {
    order.push(`changed:${event.userId}:${event.username}`);
  }
}

/** A transaction that only says when it commits: the listener's writes go through the (mocked) repository. */
const transactions = new Transactions({
  transaction: async (work: (manager: EntityManager) => Promise<unknown>) => {
    const result = await work({} as EntityManager);
    order.push('commit');
    return result;
  },
} as unknown as DataSource);

describe('BylineListener', () => {
  beforeEach(() => (order.length = 0));

  const start = async (renameWriter: (id: number, name: string) => Promise<void>) => {
    const moduleRef = await Test.createTestingModule({
      imports: [EventsModule],
      providers: [BylineListener, BylineWatcher, { provide: BlogsRepository, useValue: { renameWriter } }],
    }).compile();
    return moduleRef.init();
  };

  it("writes the new name on the posts in the rename's transaction, then announces it once committed, all before the rename is answered", async () => {
    const app = await start(async (id, name) => void order.push(`write:${id}:${name}`));
    await transactions.run(() => app.get(EventBus).emit('user.renamed', new UserRenamedEvent(4, 'old_name', 'new_name')));
    order.push('answered');
    expect(order).toEqual(['write:4:new_name', 'commit', 'changed:4:new_name', 'answered']);
    await app.close();
  });

  it('fails the rename when the posts cannot take the new name: nothing commits, nothing is announced', async () => {
    const app = await start(() => Promise.reject(new Error('disk full')));
    await expect(transactions.run(() => app.get(EventBus).emit('user.renamed', new UserRenamedEvent(4, 'old_name', 'new_name')))).rejects.toThrow('disk full');
    expect(order).toEqual([]);
    await app.close();
  });
});
