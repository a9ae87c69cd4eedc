import { assertJsonDepth, JsonTooDeepError } from './body-parsers';

const check =
  (json: string, max = 3) =>
  () =>
    assertJsonDepth(Buffer.from(json), max);

describe('assertJsonDepth', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(check('{"a":[{"b":1}]}')).not.toThrow();
    expect(check('{"a":[{"b":[1]}]}')).toThrow(JsonTooDeepError);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(check('{"a":"[[[[{{{{"}')).not.toThrow();
    expect(check('{"a":"say \\"[[[[\\" twice","b":"\\\\"}')).not.toThrow();
  });

  it('counts depth, not the number of brackets', () => {
    expect(check('[[1],[2],[3],[4],[5],[6]]', 2)).not.toThrow();
  });

  it('carries a 400 that the body parser passes on', () => {
    try {
      check('[[[[]]]]')();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, expose: true, type: 'entity.too.deep' });
    }
    expect.assertions(1);
  });
});
