/** Where in the API a failure happened: the route's pattern (never its address, which may hold ids). */
export interface FailedRequest {
  method: string;
  route: string;
  status: number;
}

/** Receives the server's 5xx failures for an error-tracking service; the log has them either way. */
export interface ErrorReporter {
  /** Sends in the background; never throws and never delays the answer. */
  report(error: unknown, request: FailedRequest): void;
  /** Waits, at most timeoutMs, for reports on their way (at shutdown). */
  flush(timeoutMs: number): Promise<void>;
}
