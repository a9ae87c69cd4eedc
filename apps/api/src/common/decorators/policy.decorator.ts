import { SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { Refusal, RouteTargets } from '../http/refusal';

export const POLICY_KEY = 'policyRefusals';

/**
 * On a route (or a controller) whose service applies an access rule (UserPolicy, assertCanChangePost):
 * names what the rule can refuse, so the API document declares it (openapi/route-refusals.ts).
 * The rule itself runs in the service, where the post or the account is at hand.
 */
export const Policy = (...rules: (readonly Refusal[])[]) => SetMetadata(POLICY_KEY, rules.flat());

/** The refusals @Policy names on a route, its controller's included. */
export function policyRefusals(reflector: Reflector, targets: RouteTargets): Refusal[] {
  return reflector.getAllAndMerge<Refusal[]>(POLICY_KEY, targets);
}
