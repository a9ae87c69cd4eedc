import { Test } from '@nestjs/testing';
import { EventEmitter2, EventEmitterModule, OnEvent } from '@nestjs/event-emitter';
import { Injectable } from '@nestjs/common';
import { UserRenamedEvent } from '../users/events/user-renamed.event';
import { BlogsRepository } from './blogs.repository';
import { BylineListener } from './byline.listener';
import { PostsBylineChangedEvent } from './events/posts-byline-changed.event';

const order: string[] = [];

@Injectable()
class BylineWatcher {
  @OnEvent(PostsBylineChangedEvent.NAME)
  seen(event: PostsBylineChangedEvent): void {
    order.push(`changed:${event.userId}:${event.username}`);
  }
}

describe('BylineListener', () => {
  it('writes the new name on the posts, then announces it, all before the rename is answered', async () => {
    const repo = { renameWriter: jest.fn(async (id: number, name: string) => void order.push(`write:${id}:${name}`)) };
    const moduleRef = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot()],
      providers: [BylineListener, BylineWatcher, { provide: BlogsRepository, useValue: repo }],
    }).compile();
    const app = await moduleRef.init();
    await app.get(EventEmitter2).emitAsync(UserRenamedEvent.NAME, new UserRenamedEvent(4, 'old_name', 'new_name'));
    order.push('answered');
    expect(order).toEqual(['write:4:new_name', 'changed:4:new_name', 'answered']);
    await app.close();
  });
});
