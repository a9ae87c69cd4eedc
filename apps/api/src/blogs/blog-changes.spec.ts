import type { Blog } from './blog.entity';
import { changedFields } from './blog-changes';

describe('changedFields', () => {
  const before = { id: 1, title: 'T', content: '<p>a</p>', cover: null, categoryId: 2, eventDate: null, updatedBy: 'x' } as Blog;

  it('names the edited fields that differ, in form order, and nothing else', () => {
    expect(changedFields(before, { ...before })).toEqual([]);
    expect(changedFields(before, { ...before, updatedBy: 'y' })).toEqual([]);
    expect(changedFields(before, { ...before, eventDate: '2026-03-01', title: 'U', categoryId: 3 })).toEqual(['title', 'category', 'eventDate']);
    expect(changedFields(before, { ...before, content: '<p>b</p>', cover: '/uploads/c.png' })).toEqual(['content', 'cover']);
  });
});
