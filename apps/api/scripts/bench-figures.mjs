/**
 * The figures `npm run bench` ends with, in one table (bench-all.mjs), so a wave's cost shows beside
 * the last one's in the same run. Each benchmark records what it measured here when BENCH_FIGURES
 * names a file (bench-all.mjs sets it); run on its own, a benchmark records nothing.
 */
import * as fs from 'node:fs';

/** The targets the table marks: `max` an upper bound, `min` a lower one. */
export const TARGETS = {
  rpsRatio: { min: 0.9, text: '>= 0.9' },
  p99Ratio: { max: 1.5, text: '<= 1.5' },
  peakMb: { max: 250, text: '<= 250 at 10,000 posts' },
  spread: { max: 0.1, text: 'within 10% from 1,000 to 100,000 posts' },
  performance: { min: 95, text: '>= 95' },
  lcp: { max: 1.5, text: '<= 1.5' },
  cls: { max: 0.05, text: '<= 0.05' },
  tbt: { max: 150, text: '<= 150' },
  homeJsKb: { max: 100, text: '<= 100' },
  accessibility: { min: 100, text: '100' },
  'best-practices': { min: 100, text: '100' },
  seo: { min: 100, text: '100' },
};

/** The target of `key` as printed beside its figures; '-' when it has none. */
export function targetText(key) {
  return TARGETS[key]?.text ?? '-';
}

/** Whether `value` meets the target of `key`; a figure with no target always does. */
export function meets(key, value) {
  const target = TARGETS[key];
  if (!target) return true;
  if (value === undefined || Number.isNaN(value)) return false;
  return target.max !== undefined ? value <= target.max : value >= target.min;
}

/** `text`, the figure as printed, with ' *' when `value` misses the target of `key`. */
export function marked(key, value, text) {
  return meets(key, value) ? text : `${text} *`;
}

/** Adds `rows` to the figures of `kind`; nothing happens unless BENCH_FIGURES names a file. */
export function recordFigures(kind, rows) {
  const file = process.env.BENCH_FIGURES;
  if (!file) return;
  const all = readFigures(file);
  (all[kind] ??= []).push(...rows);
  fs.writeFileSync(file, JSON.stringify(all, null, 1));
}

export function readFigures(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** Plain-text table: the first `textColumns` columns left-aligned, the figures right-aligned. */
export function table(header, rows, textColumns) {
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  return all.map((row) => row.map((cell, i) => (i < textColumns ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n');
}
