import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import * as crypto from 'node:crypto';
import { API_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/**
 * GET /api/metrics answers a client on this host (req.ip: behind a proxy named in TRUST_PROXY, the
 * real client, so a relayed stranger is not taken for the proxy itself) or one presenting METRICS_TOKEN
 * as a bearer token. Others get 401 when a token could let them in, 403 when none is configured.
 */
@Injectable()
export class MetricsAccessGuard implements CanActivate {
  private readonly tokenDigest: Buffer | undefined;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'metricsToken'>) {
    this.tokenDigest = config.metricsToken === undefined ? undefined : digest(config.metricsToken);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (isLoopback(req.ip)) return true;
    if (!this.tokenDigest) throw new ForbiddenException(API_MESSAGES.forbidden);
    const token = bearerToken(req);
    // Digests of equal length, compared in constant time: the answer's timing tells nothing about the token.
    if (token === undefined || !crypto.timingSafeEqual(digest(token), this.tokenDigest)) throw new UnauthorizedException(API_MESSAGES.unauthorized);
    return true;
  }
}

function isLoopback(ip: string | undefined): boolean {
  return ip !== undefined && (ip === '::1' || /^(::ffff:)?127\./.test(ip));
}

function bearerToken(req: Request): string | undefined {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}
