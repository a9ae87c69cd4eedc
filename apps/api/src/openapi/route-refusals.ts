import type { INestApplication } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { policyRefusals } from '../common/decorators/policy.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { RolesGuard } from '../common/guards/roles.guard';
import type { Refusal, RouteTargets } from '../common/http/refusal';
import type { OperationObject, ReferenceObject, ResponseObject } from './openapi-types';
import { routesByOperationId } from './operation-routes';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Declares on every operation what its route's guards and access rules can answer, asking them
 * with the metadata they read themselves: JwtAuthGuard and RolesGuard (the APP_GUARDs of
 * app.module.ts) and the rules named with @Policy. Routes that need a token say `security:
 * bearer`, and `x-api-token-scope` names the scope an API token needs there (none: staff logins
 * only); public ones say `security: []` unless they declare a token of their own (metrics).
 */
export function declareRefusals(app: INestApplication, document: OpenAPIObject, failure: ReferenceObject): void {
  const reflector = app.get(Reflector);
  const routes = routesByOperationId(app);
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const targets = op.operationId === undefined ? undefined : routes.get(op.operationId);
      if (!targets) throw new Error(`No route found for the operation ${op.operationId} (${method} of a path in the document)`);
      if (JwtAuthGuard.needsToken(reflector, targets)) {
        op.security = [{ bearer: [] }];
        // The scope an integration's API token needs here; absent: staff logins only.
        const scope = JwtAuthGuard.scopeOf(reflector, targets);
        if (scope) (op as OperationObject & { 'x-api-token-scope'?: string })['x-api-token-scope'] = scope;
      } else op.security ??= [];
      addRefusals(op, refusalsOf(reflector, targets), failure);
    }
  }
}

function refusalsOf(reflector: Reflector, targets: RouteTargets): Refusal[] {
  return [...JwtAuthGuard.refusals(reflector, targets), ...RolesGuard.refusals(reflector, targets), ...policyRefusals(reflector, targets)];
}

/** One response per status, naming each code it can carry and when; a description the route wrote itself comes first. */
function addRefusals(op: OperationObject, refusals: Refusal[], failure: ReferenceObject): void {
  for (const status of new Set(refusals.map((refusal) => refusal.status))) {
    const lines = new Set(refusals.filter((refusal) => refusal.status === status).map((refusal) => `\`${refusal.code}\`: ${refusal.when}`));
    const own = op.responses[status] as ResponseObject | undefined;
    op.responses[status] = {
      description: [own?.description, ...lines].filter(Boolean).join('\n\n'),
      content: own?.content ?? { 'application/json': { schema: failure } },
    };
  }
}
