#!/usr/bin/env node
/**
 * npm run lint: every Node version package.json's engines.node allows must be one that every
 * installed package declares it runs on, and the Node of the Docker images and of .nvmrc must be
 * allowed too. A dependency that raises its minimum (as sanitize-html 2.17.6 did, to Node 22.12)
 * fails here instead of on a server running the project's declared Node.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

const declared = readJson('package.json').engines?.node;
if (!declared || !semver.validRange(declared)) {
  console.error(`package.json: engines.node must be a version range, not ${JSON.stringify(declared)}.`);
  process.exit(1);
}

const problems = [...packagesDisagreeing(declared), ...nodeVersionsDisagreeing(declared)];
if (problems.length > 0) {
  console.error(`package.json declares Node ${declared}, but:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Node ${declared} agrees with every installed package, the Docker images and .nvmrc`);

/** Installed packages (the lockfile's, present in node_modules) whose engines.node leaves out part of `range`. */
function packagesDisagreeing(range) {
  const problems = [];
  for (const [location, locked] of Object.entries(readJson('package-lock.json').packages)) {
    if (!location.includes('node_modules/') || locked.link) continue;
    const manifest = path.join(root, location, 'package.json');
    // Not installed: an optional package for another platform (sharp's Windows build, ...).
    if (!fs.existsSync(manifest)) continue;
    const { version, engines } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const wants = typeof engines?.node === 'string' ? engines.node : undefined;
    if (!wants) continue;
    const use = locked.dev ? 'build and tests' : 'runtime';
    if (!semver.validRange(wants)) problems.push(`${location} ${version} (${use}) declares an unreadable engines.node: ${wants}`);
    else if (!semver.subset(range, wants)) problems.push(`${location} ${version} (${use}) runs on Node ${wants} only`);
  }
  return problems;
}

/** The images' node:<version> tags and .nvmrc, each a version or a partial one (20.20 = any 20.20.x). */
function nodeVersionsDisagreeing(range) {
  const found = [];
  for (const file of fs.readdirSync(path.join(root, 'docker')).filter((name) => /Dockerfile/.test(name))) {
    const text = fs.readFileSync(path.join(root, 'docker', file), 'utf8');
    for (const [, version] of text.matchAll(/\bnode:(\d+(?:\.\d+){0,2})\b/g)) found.push([`docker/${file}`, `node:${version}`, version]);
  }
  if (found.length === 0) return ['docker/: no node:<version> image found to check'];
  if (fs.existsSync(path.join(root, '.nvmrc'))) {
    const version = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
    found.push(['.nvmrc', version, version]);
  }
  const problems = found
    .filter(([, , version]) => !semver.validRange(version) || !semver.subset(version, range))
    .map(([file, shown]) => `${file} uses ${shown}`);
  return [...new Set(problems)];
}
