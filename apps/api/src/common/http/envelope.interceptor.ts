import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { map, Observable } from 'rxjs';

/**
 * The one place success bodies are shaped: handlers return `{ message?, data?, ...extra }`
 * and the client always reads `status: 'Success'` first.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body: unknown) => {
        if (body === undefined || body === null) return { status: 'Success' };
        if (typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) return body;
        return { status: 'Success', ...(body as Record<string, unknown>) };
      }),
    );
  }
}
