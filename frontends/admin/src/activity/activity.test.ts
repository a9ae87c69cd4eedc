import dayjs from 'dayjs';
import { activityFiltersOf, activityQueryParams, activitySearch, targetText } from './activity';

const filtersOf = (search: string) => activityFiltersOf(new URLSearchParams(search));

describe('the Activity filters', () => {
  it('reads the actor, action and days the URL names', () => {
    expect(filtersOf('actor=5&action=post.publish&from=2026-01-05&to=2026-01-07')).toEqual({
      actor: 5,
      action: 'post.publish',
      from: '2026-01-05',
      to: '2026-01-07',
    });
    expect(filtersOf('from=2026-01-05')).toEqual({ from: '2026-01-05' });
    expect(filtersOf('')).toEqual({});
  });

  it('counts values the screen does not offer as "All", and a range ending before it starts as none', () => {
    expect(filtersOf('actor=0&action=post.explode&from=2026-02-30&to=tomorrow')).toEqual({});
    expect(filtersOf('actor=-3&from=2026-1-5')).toEqual({});
    expect(filtersOf('actor=2.5&to=2026-01-05T10:00')).toEqual({});
    expect(filtersOf('from=2026-01-07&to=2026-01-05&action=auth.login')).toEqual({ action: 'auth.login' });
  });

  it('writes the URL in a fixed order, without the empty filters', () => {
    expect(activitySearch(2, { to: '2026-01-07', action: 'user.delete', actor: 9, from: '2026-01-05' })).toEqual({
      page: '2',
      actor: '9',
      action: 'user.delete',
      from: '2026-01-05',
      to: '2026-01-07',
    });
    expect(new URLSearchParams(activitySearch(1, { action: 'auth.login' })).toString()).toBe('page=1&action=auth.login');
  });

  it("asks the API from the first millisecond of the first day to the last of the last, in the viewer's time zone", () => {
    expect(activityQueryParams({ actor: 9, action: 'post.update', from: '2026-01-05', to: '2026-01-07' })).toEqual({
      actor: 9,
      action: 'post.update',
      from: dayjs('2026-01-05T00:00:00').toISOString(),
      to: dayjs('2026-01-07T23:59:59.999').toISOString(),
    });
    expect(activityQueryParams({})).toEqual({});
  });
});

describe('targetText', () => {
  it('names the target by its type and label, or by its id when it has no label', () => {
    expect(targetText({ targetType: 'post', targetId: '4', targetLabel: 'Threat report' })).toBe('Post: Threat report');
    expect(targetText({ targetType: 'user', targetId: null, targetLabel: 'ada@example.com' })).toBe('User: ada@example.com');
    expect(targetText({ targetType: 'category', targetId: '4', targetLabel: null })).toBe('Category #4');
    expect(targetText({ targetType: 'file', targetId: null, targetLabel: null })).toBe('File');
  });
});
