import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { API_MESSAGES, PASSWORD_MAX, VALIDATION } from '@csec/contracts';
import { ValidationFailedException } from '../../common/http/validation-failed.exception';
import { LoginDto } from '../../auth/dto/login.dto';
import { RegisterUserDto } from './register-user.dto';
import { UpdateUserDto } from './update-user.dto';

/** The per-field messages the global validation pipe would answer with. */
async function errorsOf(cls: new () => object, body: object): Promise<Record<string, string>> {
  const errors = await validate(plainToInstance(cls, body), { whitelist: true });
  return ValidationFailedException.fromValidationErrors(errors).errors;
}

const register = { username: 'rina', email: 'rina@x.test', role: 'author' };
const setters: [string, new () => object, object][] = [
  ['register', RegisterUserDto, register],
  ['update', UpdateUserDto, {}],
];

describe('the password field of the DTOs that set one', () => {
  it.each(setters)('%s: refuses a common password in any case, with its own message', async (_name, cls, rest) => {
    for (const password of ['password123', 'PASSWORD123', 'Sunshine1']) {
      expect(await errorsOf(cls, { ...rest, password })).toEqual({ password: API_MESSAGES.passwordTooCommon });
    }
    expect(await errorsOf(cls, { ...rest, password: 'correct horse battery' })).toEqual({});
  });

  it.each(setters)('%s: takes 128 and up to PASSWORD_MAX characters, refuses more', async (_name, cls, rest) => {
    expect(await errorsOf(cls, { ...rest, password: 'x'.repeat(128) })).toEqual({});
    expect(await errorsOf(cls, { ...rest, password: 'x'.repeat(PASSWORD_MAX) })).toEqual({});
    expect(await errorsOf(cls, { ...rest, password: 'x'.repeat(PASSWORD_MAX + 1) })).toEqual({ password: API_MESSAGES.passwordMax });
  });

  it('keeps the spec minimum and its text first, even for a short common password', async () => {
    expect(await errorsOf(RegisterUserDto, { ...register, password: '1234567' })).toEqual({ password: VALIDATION.passwordMin });
    expect(await errorsOf(UpdateUserDto, { password: 'abc123' })).toEqual({ password: VALIDATION.passwordMin });
  });

  it('login never consults the list, and takes any password that could be set', async () => {
    expect(await errorsOf(LoginDto, { email: 'rina@x.test', password: 'password123' })).toEqual({});
    expect(await errorsOf(LoginDto, { email: 'rina@x.test', password: 'x'.repeat(PASSWORD_MAX) })).toEqual({});
    expect(await errorsOf(LoginDto, { email: 'rina@x.test', password: 'x'.repeat(PASSWORD_MAX + 1) })).toEqual({ password: API_MESSAGES.passwordMax });
  });
});
