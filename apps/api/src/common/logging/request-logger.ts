import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
// nestjs-pino's Logger reads the request's logger from here; its own middleware is not mounted (logging.module.ts).
import { storage, Store } from 'nestjs-pino/storage';
import type { AuthUser } from '../guards/auth-user';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

type LoggedRequest = Request & { user?: AuthUser };

/** Paths longer than this are cut in the log: the line stays one readable line. */
const PATH_MAX = 512;

/**
 * One line per request once its answer is sent (or the client gave up): `reqId`, `req.method`,
 * `req.path`, `res.statusCode`, `responseTime` in ms and, when a token named the caller,
 * `userId`. Never headers, the query string or a body: tokens, passwords and codes travel there.
 * The request id comes from the caller's X-Request-Id when it is a safe token, and is sent back
 * in that header. Every Nest log call made while the request is handled carries its reqId.
 */
export function requestLogger(root: Logger): RequestHandler {
  const logRequest = pinoHttp<LoggedRequest, Response>({
    logger: root,
    // The serializers below read only the fields they name, so the raw objects are cheaper than pino's wrapped copies.
    wrapSerializers: false,
    // Log lines written while the request runs carry its reqId alone; the request's own line adds the rest.
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    serializers: {
      req: (req: LoggedRequest) => ({ method: req.method, path: pathOf(req.originalUrl) }),
      res: (res: Response) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: withUser,
    // The cause of a 5xx is logged by the exception filter under the same reqId; pino-http's stand-in error would add only its own stack.
    customErrorObject: (req, res, _error, { err: _standIn, ...fields }: { err: Error }) => withUser(req, res, fields),
  });
  return (req, res, next) => logRequest(req, res, () => storage.run(new Store(req.log), next));
}

function withUser(req: LoggedRequest, _res: Response, fields: object): object {
  return req.user ? { ...fields, userId: req.user.id } : fields;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > PATH_MAX ? `${path.slice(0, PATH_MAX)}...` : path;
}
