import { API_MESSAGES, MESSAGES, REQUEST_MESSAGES, SECURITY_MESSAGES, VALIDATION, staleSaveMessage, type ErrorParams } from '@csec/contracts';
import { ApiError } from '../api/client';
import { i18n } from './i18n';
import { failureMessage, fieldMessage } from './serverMessages';

const failed = (message: string, code?: string, params?: ErrorParams) => new ApiError('failed', message, 400, {}, code as never, params);

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
    expect(failureMessage(failed('Something else', 'blog.archived'))).toBe('Something else');
    expect(failureMessage(failed('No code at all'))).toBe('No code at all');
  });

  it("writes the failure's params into the code's text: waits, counts, who saved and when", async () => {
    await i18n.changeLanguage('id');
    const waits: [number, string][] = [
      [840, '14 menit'],
      [60 * 60 * 3, '3 jam'],
      [60 * 60 * 72, '3 hari'],
    ];
    for (const [seconds, wait] of waits) {
      expect(failureMessage(failed(API_MESSAGES.tooManyAttempts(seconds), 'auth.too_many_attempts', { seconds }))).toBe(
        `Terlalu banyak percobaan masuk. Silakan coba lagi dalam ${wait}.`,
      );
      expect(failureMessage(failed(SECURITY_MESSAGES.totpLocked(seconds), 'auth.totp_locked', { seconds }))).toContain(`coba lagi dalam ${wait}.`);
    }
    expect(failureMessage(failed(REQUEST_MESSAGES.tooMany(30), 'request.too_many', { seconds: 30 }))).toContain('coba lagi dalam 30 detik.');
    expect(failureMessage(failed(API_MESSAGES.categoryInUse(1), 'category.in_use', { count: 1 }))).toBe(
      'Kategori ini dipakai oleh 1 artikel; pindahkan artikel tersebut ke kategori lain terlebih dahulu',
    );
    const savedAt = '28 Nov 2026, 13:05 (Asia/Jakarta)';
    expect(failureMessage(failed(staleSaveMessage('dewi', savedAt), 'blog.stale', { savedBy: 'dewi', savedAt }))).toMatch(
      /^dewi menyimpan artikel ini pada 28 Nov 2026, 13:05 \(Asia\/Jakarta\), setelah Anda membukanya\./,
    );
    expect(failureMessage(failed(staleSaveMessage(null, savedAt), 'blog.stale', { savedBy: null, savedAt }))).toMatch(
      /^Seseorang menyimpan artikel ini pada 28 Nov 2026/,
    );
  });

  it("translates a validation failure by its field's text", async () => {
    await i18n.changeLanguage('id');
    expect(failureMessage(failed(VALIDATION.usernameMin, 'validation.failed'))).toBe('Nama pengguna minimal 3 karakter');
    expect(fieldMessage(VALIDATION.passwordMin)).toBe('Kata sandi minimal 8 karakter');
    expect(fieldMessage('language must be one of: en, id')).toBe('language must be one of: en, id');
  });
});
