/** JWT_EXPIRES_IN ('30m', '8h', '7d', or bare seconds) in milliseconds. */
export function durationMs(value: string): number {
  const match = /^(\d+)([smhd]?)$/.exec(value);
  if (!match) throw new RangeError(`Not a duration: ${value}`);
  const unitMs = { '': 1000, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unitMs;
}
