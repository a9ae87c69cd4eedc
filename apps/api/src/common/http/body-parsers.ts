import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { json, urlencoded } from 'body-parser';
import { BadRequestException } from '@nestjs/common';
import { coded } from './coded';
import { BODY_LIMITS, JSON_DEPTH_MAX, REQUEST_MESSAGES } from '@csec/contracts';

/** Routes whose bodies carry a post's HTML; every other body is small. */
const LARGE_BODY_ROUTES: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/blogs\/?$/ },
  { method: 'PUT', path: /^\/api\/blogs\/[^/]+\/?$/ },
];

/**
 * The request body parsers. Limits count the bytes as received and compressed bodies are
 * refused (415), so what is parsed is never larger than the limit; no route needs them.
 * JSON nested deeper than JSON_DEPTH_MAX is refused before it is parsed, so no later
 * recursive step (validation, transformation) can run out of stack on it.
 */
export function bodyParsers(): RequestHandler {
  const verify = (_req: unknown, _res: unknown, buffer: Buffer) => assertJsonDepth(buffer, JSON_DEPTH_MAX);
  const small = [
    json({ limit: BODY_LIMITS.defaultBytes, inflate: false, verify }),
    urlencoded({ limit: BODY_LIMITS.defaultBytes, inflate: false, extended: false }),
  ];
  const large = json({ limit: BODY_LIMITS.postBytes, inflate: false, verify });
  return (req: Request, res: Response, next: NextFunction) => {
    // Nest turns body-parser's SyntaxError into a 400 carrying V8's wording; say it plainly instead.
    const done = (error?: unknown) =>
      next(isParseFailure(error) ? new BadRequestException(coded('request.malformed_body', REQUEST_MESSAGES.malformedBody)) : error);
    if (LARGE_BODY_ROUTES.some((route) => route.method === req.method && route.path.test(req.path))) return large(req, res, done);
    small[0](req, res, (error?: unknown) => (error ? done(error) : small[1](req, res, done)));
  };
}

function isParseFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.parse.failed';
}

export class JsonTooDeepError extends Error {
  readonly status = 400;
  readonly statusCode = 400;
  readonly expose = true;
  readonly type = 'entity.too.deep';
}

/** One pass over the raw bytes, counting open arrays and objects outside strings. */
export function assertJsonDepth(buffer: Buffer, max: number): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buffer.length; i++) {
    const byte = buffer[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: the next byte is escaped
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) throw new JsonTooDeepError(`The request body is nested too deeply (at most ${max} levels)`);
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
}
