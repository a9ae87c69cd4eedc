import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { MetricsAccessGuard } from './metrics-access.guard';

const TOKEN = 'metrics-token-0123456789abcdef';
const call = (ip: string | undefined, authorization?: string) =>
  ({ switchToHttp: () => ({ getRequest: () => ({ ip, headers: { authorization } }) }) }) as unknown as ExecutionContext;

describe('MetricsAccessGuard', () => {
  it('lets clients on this host in, however their address is written', () => {
    const guard = new MetricsAccessGuard({ metricsToken: undefined });
    for (const ip of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) expect(guard.canActivate(call(ip))).toBe(true);
  });

  it('refuses other clients with 403 when no token is configured', () => {
    const guard = new MetricsAccessGuard({ metricsToken: undefined });
    for (const ip of ['10.0.0.5', '::ffff:10.0.0.5', '128.0.0.1', 'fe80::1', undefined])
      expect(() => guard.canActivate(call(ip, `Bearer ${TOKEN}`))).toThrow(ForbiddenException);
  });

  it('lets other clients in with the configured bearer token only, else 401', () => {
    const guard = new MetricsAccessGuard({ metricsToken: TOKEN });
    expect(guard.canActivate(call('10.0.0.5', `Bearer ${TOKEN}`))).toBe(true);
    expect(guard.canActivate(call('10.0.0.5', `bearer ${TOKEN}`))).toBe(true);
    for (const authorization of [undefined, '', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      expect(() => guard.canActivate(call('10.0.0.5', authorization))).toThrow(UnauthorizedException);
    }
  });
});
