import type { Reflector } from '@nestjs/core';
import type { ErrorCode } from '@csec/contracts';

/**
 * One way a guard or an access rule can refuse a request: its status, the failure code it carries and
 * when. The guard or rule throws with this code, and the API document declares it on every route it
 * applies to (openapi/route-refusals.ts), so the two never disagree.
 */
export interface Refusal {
  status: 401 | 403;
  code: ErrorCode;
  when: string;
}

/** A route's handler and its controller: where the guards read their metadata, handler first. */
export type RouteTargets = Parameters<Reflector['getAllAndOverride']>[1];
