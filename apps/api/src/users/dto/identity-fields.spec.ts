import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { API_MESSAGES, VALIDATION } from '@csec/contracts';
import { ValidationFailedException } from '../../common/http/validation-failed.exception';
import { LoginDto } from '../../auth/dto/login.dto';
import { RegisterUserDto } from './register-user.dto';
import { UpdateUserDto } from './update-user.dto';

/** What the global validation pipe would answer: the transformed DTO, or the per-field messages. */
async function check<T extends object>(cls: new () => T, body: object): Promise<{ dto: T; errors: Record<string, string> }> {
  const dto = plainToInstance(cls, body);
  const errors = await validate(dto, { whitelist: true });
  return { dto, errors: ValidationFailedException.fromValidationErrors(errors).errors };
}

const valid = { username: 'rina', email: 'rina@x.test', password: 'password-123', role: 'author' };

describe('identity fields of the DTOs', () => {
  it('register: normalises the e-mail and trims the username', async () => {
    const { dto, errors } = await check(RegisterUserDto, { ...valid, username: '  Rina\u3000', email: ' ＲＩＮＡ@Ｘ.test ' });
    expect(errors).toEqual({});
    expect(dto).toMatchObject({ username: 'Rina', email: 'rina@x.test' });
  });

  it('register: an invisible character is named before any other problem of the field', async () => {
    const { errors } = await check(RegisterUserDto, { ...valid, username: '\u200b\u200b', email: 'not-an-email\u200b' });
    expect(errors).toEqual({ username: API_MESSAGES.usernameInvisible, email: API_MESSAGES.emailInvisible });
  });

  it('register: a missing field keeps the spec message', async () => {
    const { errors } = await check(RegisterUserDto, { password: 'password-123', role: 'author' });
    expect(errors).toMatchObject({ username: VALIDATION.usernameMin, email: VALIDATION.emailRequired });
  });

  it('update: blank means unchanged; a value is normalised like at registration', async () => {
    expect((await check(UpdateUserDto, { username: '  ', email: '\u3000' })).dto).toMatchObject({ username: null, email: null });
    const { dto, errors } = await check(UpdateUserDto, { email: 'ＲＩＮＡ@x.test' });
    expect(errors).toEqual({});
    expect(dto.email).toBe('rina@x.test');
    expect((await check(UpdateUserDto, { username: 'ri\u2066na' })).errors).toEqual({ username: API_MESSAGES.usernameInvisible });
  });

  it('login: the same normalisation, so the throttle sees one address', async () => {
    const { dto } = await check(LoginDto, { email: ' ａdmin1@X.TEST ', password: 'x' });
    expect(dto.email).toBe('admin1@x.test');
    expect((await check(LoginDto, { email: 'admin1@x.test\u200b', password: 'x' })).errors.email).toBe(API_MESSAGES.emailInvisible);
  });
});
