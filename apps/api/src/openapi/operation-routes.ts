import type { INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { RouteTargets } from '../common/http/refusal';

/** The operationId of a route in the API document: its controller's and its method's names (Swagger's default, made explicit here). */
export function operationId(controllerName: string, methodName: string): string {
  return `${controllerName}_${methodName}`;
}

/**
 * Every route's handler and controller by its operationId, so the document can ask the guards about
 * the very route an operation describes. Two controllers of one name would make that ambiguous: refused.
 */
export function routesByOperationId(app: INestApplication): Map<string, RouteTargets> {
  const routes = new Map<string, RouteTargets>();
  const controllers = new Map<string, Type>();
  const scanner = new MetadataScanner();
  for (const moduleRef of app.get(ModulesContainer).values()) {
    for (const { metatype } of moduleRef.controllers.values()) {
      if (!metatype) continue;
      const controller = metatype as Type;
      const known = controllers.get(controller.name);
      if (known && known !== controller) throw new Error(`Two controllers are named ${controller.name}: their operationIds would collide`);
      controllers.set(controller.name, controller);
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler === 'function' && Reflect.getMetadata(PATH_METADATA, handler) !== undefined) {
          routes.set(operationId(controller.name, name), [handler, controller]);
        }
      }
    }
  }
  return routes;
}
