import { likePattern, offsetOf, pageCount } from './pagination';

describe('pagination helpers', () => {
  it('counts pages of 15', () => {
    expect([pageCount(0), pageCount(1), pageCount(15), pageCount(16)]).toEqual([0, 1, 1, 2]);
    expect(offsetOf(3)).toBe(30);
  });
  it('escapes LIKE wildcards with !', () => {
    expect(likePattern('50%_off!')).toBe('%50!%!_off!!%');
  });
});
