import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/** Who is calling and from where: what domain events leave out and the activity log records. */
export interface RequestContext {
  /** The client's address as Express reads it (req.ip, behind TRUST_PROXY). */
  ip: string | null;
  /** The caller, once JwtAuthGuard has resolved the bearer token (id null: an integration's API token); absent on public routes. */
  actor?: { id: number | null; username: string };
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Express middleware: the rest of the request runs with its own context. Listeners of domain
 * events see it because services await EventBus.emit inside the request. Mount it after the body
 * parsers, whose stream events lose the context.
 */
export function requestContext(req: Request, _res: Response, next: NextFunction): void {
  storage.run({ ip: req.ip ?? null }, next);
}

/** The current request's context; undefined for work outside a request (start-up, jobs). */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Names the caller of the current request (JwtAuthGuard, after it has loaded the account). */
export function setRequestActor(actor: { id: number | null; username: string }): void {
  const context = storage.getStore();
  if (context) context.actor = { id: actor.id, username: actor.username };
}

/** Runs `work` as if inside a request with this context (tests). */
export function inRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}
