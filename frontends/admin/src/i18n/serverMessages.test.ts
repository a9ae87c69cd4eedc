import { MESSAGES, VALIDATION } from '@csec/contracts';
import { ApiError } from '../api/client';
import { i18n } from './i18n';
import { failureMessage, fieldMessage } from './serverMessages';

const failed = (message: string, code?: string) => new ApiError('failed', message, 400, {}, code as never);

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('failureMessage', () => {
  it("is the API's own message in English, whatever the code", () => {
    expect(failureMessage(failed(MESSAGES.userNotFound, 'user.not_found'))).toBe(MESSAGES.userNotFound);
    expect(failureMessage(failed('Something else', 'blog.archived'))).toBe('Something else');
    expect(failureMessage(failed(VALIDATION.usernameMin, 'validation.failed'))).toBe(VALIDATION.usernameMin);
  });

  it("is the code's text in Indonesian, and the API's English message for a code without one", async () => {
    await i18n.changeLanguage('id');
    expect(failureMessage(failed(MESSAGES.userNotFound, 'user.not_found'))).toBe('Pengguna tidak ditemukan!');
    expect(failureMessage(failed('Email or password is incorrect', 'auth.invalid_credentials'))).toBe('Email atau kata sandi salah');
    expect(failureMessage(failed('Too many login attempts. Please try again in 15 minute(s).', 'auth.too_many_attempts'))).toBe(
      'Too many login attempts. Please try again in 15 minute(s).',
    );
    expect(failureMessage(failed('Something else', 'blog.archived'))).toBe('Something else');
    expect(failureMessage(failed('No code at all'))).toBe('No code at all');
  });

  it("translates a validation failure by its field's text", async () => {
    await i18n.changeLanguage('id');
    expect(failureMessage(failed(VALIDATION.usernameMin, 'validation.failed'))).toBe('Nama pengguna minimal 3 karakter');
    expect(fieldMessage(VALIDATION.passwordMin)).toBe('Kata sandi minimal 8 karakter');
    expect(fieldMessage('language must be one of: en, id')).toBe('language must be one of: en, id');
  });
});
