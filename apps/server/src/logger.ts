import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.js';

/** The process logger; `destination` (tests) replaces standard output. */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL' | 'isProduction'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh', '*.access'],
  };
  return destination ? pino(options, destination) : pino(options);
}
