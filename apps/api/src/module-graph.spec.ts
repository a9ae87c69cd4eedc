import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { AppModule } from './app.module';
import { loadConfig } from './config/load-config';

type Import = Type | DynamicModule | ForwardReference | Promise<DynamicModule> | undefined;

/** Every module class of the API: what each *.module.ts under src exports. */
async function ourModules(dir = __dirname): Promise<Set<Type>> {
  const found = new Set<Type>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) (await ourModules(file)).forEach((module) => found.add(module));
    else if (entry.name.endsWith('.module.ts')) {
      const exported = (await import(file)) as Record<string, unknown>;
      for (const value of Object.values(exported)) if (typeof value === 'function') found.add(value as Type);
    }
  }
  return found;
}

/** The modules `entry` imports: a class's @Module imports, plus a dynamic module's own. */
function importsOf(entry: Type | DynamicModule): { module: Type; imports: Import[] } {
  const module = 'module' in entry ? entry.module : entry;
  const declared = (Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []) as Import[];
  return { module, imports: 'module' in entry ? [...declared, ...(entry.imports ?? [])] : declared };
}

/**
 * Modules depend one way: a module that needs another's answers imports it, and the other learns
 * of it only through events. A cycle (and forwardRef, the way Nest lets one through) fails here.
 */
describe('the module graph', () => {
  it('has no import cycle and no forwardRef between the API’s modules', async () => {
    const ours = await ourModules();
    const config = loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'csec-graph-')) });
    const problems: string[] = [];
    const done = new Set<Type>();

    const visit = (entry: Type | DynamicModule, trail: Type[]) => {
      const { module, imports } = importsOf(entry);
      if (trail.includes(module)) return void problems.push(`cycle: ${[...trail.slice(trail.indexOf(module)), module].map((m) => m.name).join(' -> ')}`);
      if (done.has(module)) return;
      for (const child of imports) {
        // Two module files importing each other leave one of them undefined at decoration time.
        if (child === undefined) {
          problems.push(`${module.name} imports undefined (module files that import each other)`);
          continue;
        }
        if (child instanceof Promise) continue;
        if ('forwardRef' in child) {
          problems.push(`forwardRef in ${module.name}: ${(child.forwardRef as () => Type)().name}`);
          continue;
        }
        if (ours.has('module' in child ? child.module : child)) visit(child, [...trail, module]);
      }
      done.add(module);
    };
    visit(AppModule.forRoot(config), []);

    expect(done.size).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
