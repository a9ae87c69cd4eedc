import { Writable } from 'node:stream';
import { createRootLogger, pinoLevel } from './root-logger';

describe('pinoLevel', () => {
  it('maps LOG_LEVEL (the most detailed of Nest’s enabled levels) to pino’s name', () => {
    expect(pinoLevel(['error'])).toBe('error');
    expect(pinoLevel(['error', 'warn'])).toBe('warn');
    expect(pinoLevel(['error', 'warn', 'log'])).toBe('info');
    expect(pinoLevel(['error', 'warn', 'log', 'debug'])).toBe('debug');
    expect(pinoLevel(['error', 'warn', 'log', 'debug', 'verbose'])).toBe('trace');
  });
});

describe('createRootLogger', () => {
  it('logs at the configured level', () => {
    expect(createRootLogger({ logLevels: ['error', 'warn'], logFormat: 'json' }).level).toBe('warn');
    expect(createRootLogger({ logLevels: ['error', 'warn', 'log'], logFormat: 'pretty' }).level).toBe('info');
  });

  it('never writes the credentials a log call names', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) });
    const logger = createRootLogger({ logLevels: ['error', 'warn', 'log'], logFormat: 'json' }, sink);
    logger.info(
      { password: 'p4ss-word', token: 'tok-en', secret: 's3cret', headers: { authorization: 'Bearer tok-en', cookie: 'sid=c00kie', accept: '*/*' } },
      'hi',
    );
    logger.warn({ req: { headers: { authorization: 'Bearer tok-en', cookie: 'sid=c00kie' } }, res: { headers: { 'set-cookie': 'sid=c00kie' } } }, 'again');
    expect(lines.join('')).not.toMatch(/p4ss-word|tok-en|s3cret|c00kie/);
    expect(JSON.parse(lines[0])).toMatchObject({ password: '[redacted]', headers: { authorization: '[redacted]', accept: '*/*' }, msg: 'hi' });
  });
});
