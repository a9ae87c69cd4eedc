import { SECURITY_MESSAGES, SECURITY_UI } from '@csec/contracts';
import type { TwoFactorStatus } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { TWO_FACTOR_OFF, renderScreen } from '../test/renderScreen';
import { TwoFactorCard } from './TwoFactorCard';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/CSEC:writer%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=CSEC',
  qrCode: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const ON: TwoFactorStatus = { enabled: true, required: false, recoveryCodesLeft: 10 };

const ok = (data: unknown, message?: string): [number, unknown] => [200, { status: 'Success', message, data }];
const invalid = (field: string, code: string, message: string): [number, unknown] => [
  400,
  { status: 'Failed', error: true, code, message, errors: { [field]: message } },
];
const fieldError = () => document.querySelector('.ant-form-item-explain-error');

beforeEach(() => localStorage.clear());

describe('TwoFactorCard', () => {
  it('turns two-factor login on: the QR code and key, a code from the app, then the recovery codes once', async () => {
    let status = TWO_FACTOR_OFF;
    const calls = mockApi({
      'POST /api/users/me/2fa/setup': ok(SETUP),
      'POST /api/users/me/2fa/enable': () => {
        status = { ...ON };
        return ok(CODES, SECURITY_MESSAGES.totpEnabled);
      },
      'GET /api/users/me/2fa': () => ok(status),
    });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(<TwoFactorCard />, { twoFactor: TWO_FACTOR_OFF });

    expect(screen.getByText(SECURITY_UI.off)).toBeInTheDocument();
    expect(screen.getByText(SECURITY_UI.offHint)).toBeInTheDocument();
    fireEvent.click(button(SECURITY_UI.turnOn));

    const qr = await screen.findByAltText(SECURITY_UI.qrAlt);
    expect(qr).toHaveAttribute('src', SETUP.qrCode);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(SECURITY_UI.openInApp).closest('a')).toHaveAttribute('href', SETUP.otpauthUrl);

    const code = screen.getByLabelText(SECURITY_UI.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(button(SECURITY_UI.confirm));

    expect(await screen.findByText(SECURITY_MESSAGES.totpEnabled)).toBeInTheDocument();
    const shown = Array.from(document.querySelectorAll(`ol[aria-label="${SECURITY_UI.recoveryTitle}"] li`), (item) => item.textContent);
    expect(shown).toEqual(CODES);
    expect(calls.find((call) => call.path === '/api/users/me/2fa/enable')?.body).toEqual({ code: '123456' });
    expect(screen.queryByAltText(SECURITY_UI.qrAlt)).not.toBeInTheDocument();

    fireEvent.click(button(SECURITY_UI.copyCodes));
    expect(await screen.findByText(SECURITY_UI.codesCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));

    fireEvent.click(button(SECURITY_UI.savedCodes));
    expect(await screen.findByText(SECURITY_UI.onHint(10))).toBeInTheDocument();
    expect(screen.getByText(SECURITY_UI.on)).toBeInTheDocument();
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
  });

  it('shows a refused code under the code field and keeps the QR code on screen', async () => {
    mockApi({
      'GET /api/users/me/2fa': ok(TWO_FACTOR_OFF),
      'POST /api/users/me/2fa/setup': ok(SETUP),
      'POST /api/users/me/2fa/enable': invalid('code', 'auth.totp_invalid', SECURITY_MESSAGES.totpInvalid),
    });
    renderScreen(<TwoFactorCard />, { twoFactor: TWO_FACTOR_OFF });
    fireEvent.click(button(SECURITY_UI.turnOn));
    fireEvent.change(await screen.findByLabelText(SECURITY_UI.codeLabel), { target: { value: '000000' } });
    fireEvent.click(button(SECURITY_UI.confirm));

    await waitFor(() => expect(fieldError()).toHaveTextContent(SECURITY_MESSAGES.totpInvalid));
    expect(screen.getByAltText(SECURITY_UI.qrAlt)).toBeInTheDocument();
  });

  it('reads the status afresh: a recovery code spent by a login elsewhere counts', async () => {
    mockApi({ 'GET /api/users/me/2fa': ok({ ...ON, recoveryCodesLeft: 9 }) });
    renderScreen(<TwoFactorCard />, { twoFactor: ON });
    expect(await screen.findByText(SECURITY_UI.onHint(9))).toBeInTheDocument();
  });

  it('turns two-factor login off with the password and a code', async () => {
    let status = ON;
    const calls = mockApi({
      'POST /api/users/me/2fa/disable': () => {
        status = TWO_FACTOR_OFF;
        return [200, { status: 'Success', message: SECURITY_MESSAGES.totpDisabled }];
      },
      'GET /api/users/me/2fa': () => ok(status),
    });
    renderScreen(<TwoFactorCard />, { twoFactor: ON });
    expect(screen.getByText(SECURITY_UI.onHint(10))).toBeInTheDocument();
    fireEvent.click(button(SECURITY_UI.turnOff));

    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.change(screen.getByLabelText(SECURITY_UI.codeLabel), { target: { value: 'abcd1-efgh1' } });
    fireEvent.click(button(SECURITY_UI.turnOff));

    expect(await screen.findByText(SECURITY_MESSAGES.totpDisabled)).toBeInTheDocument();
    expect(await screen.findByText(SECURITY_UI.offHint)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/users/me/2fa/disable')?.body).toEqual({ password: 'secret-password', code: 'abcd1-efgh1' });
  });

  it('shows a wrong password under the password field', async () => {
    mockApi({
      'GET /api/users/me/2fa': ok(ON),
      'POST /api/users/me/2fa/disable': invalid('password', 'auth.password_incorrect', SECURITY_MESSAGES.passwordIncorrect),
    });
    renderScreen(<TwoFactorCard />, { twoFactor: ON });
    fireEvent.click(button(SECURITY_UI.turnOff));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'not-the-password' } });
    fireEvent.change(screen.getByLabelText(SECURITY_UI.codeLabel), { target: { value: '123456' } });
    fireEvent.click(button(SECURITY_UI.turnOff));

    await waitFor(() => expect(fieldError()).toHaveTextContent(SECURITY_MESSAGES.passwordIncorrect));
    expect(screen.getByLabelText('Password').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });
});
