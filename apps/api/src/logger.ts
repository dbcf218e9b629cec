import { pino, type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout; one line per event, request ids on request logs. */
export function createLogger(level: string, base: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: "api", ...base },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ["req.headers.authorization", "req.headers.cookie", "password"], remove: true },
  });
}
