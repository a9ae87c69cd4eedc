import { API_MESSAGES } from '@csec/contracts';
import { ApiError, answer } from './client';

describe('answer', () => {
  it("carries a failure's code, field errors and params into the ApiError", async () => {
    const failure = { status: 'Failed', error: true, code: 'auth.too_many_attempts', message: API_MESSAGES.tooManyAttempts(840), params: { seconds: 840 } };
    const refused = answer(Promise.resolve({ data: undefined, error: failure, response: new Response(null, { status: 429 }) }));
    await expect(refused).rejects.toEqual(expect.any(ApiError));
    await expect(refused).rejects.toMatchObject({
      kind: 'failed',
      httpStatus: 429,
      code: 'auth.too_many_attempts',
      message: failure.message,
      params: { seconds: 840 },
    });
  });

  it('gives a failure without params empty ones', async () => {
    const failure = { status: 'Failed', error: true, code: 'user.not_found', message: 'User not found!' };
    await expect(answer(Promise.resolve({ data: undefined, error: failure, response: new Response(null, { status: 404 }) }))).rejects.toMatchObject({
      params: {},
    });
  });
});
