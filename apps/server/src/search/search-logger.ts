/** The logging the search providers need (a subset of pino's Logger). */
export interface SearchLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}
