import { Test } from '@nestjs/testing';
import { Injectable } from '@nestjs/common';
import { EventBus } from '../common/events/event-bus';
import { EventsModule } from '../common/events/events.module';
import { On } from '../common/events/on.decorator';
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

describe('BylineListener', () => {
  it('writes the new name on the posts, then announces it, all before the rename is answered', async () => {
    const repo = { renameWriter: jest.fn(async (id: number, name: string) => void order.push(`write:${id}:${name}`)) };
    const moduleRef = await Test.createTestingModule({
      imports: [EventsModule],
      providers: [BylineListener, BylineWatcher, { provide: BlogsRepository, useValue: repo }],
    }).compile();
    const app = await moduleRef.init();
    await app.get(EventBus).emit('user.renamed', new UserRenamedEvent(4, 'old_name', 'new_name'));
    order.push('answered');
    expect(order).toEqual(['write:4:new_name', 'changed:4:new_name', 'answered']);
    await app.close();
  });
});
