import { LruMap } from './lru-map';

describe('LruMap', () => {
  it('keeps at most its size, dropping the least recently used', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // 'b' is now the oldest
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
  });

  it('replaces a value without growing', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('a', 2);
    expect([map.get('a'), map.size]).toEqual([2, 1]);
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
