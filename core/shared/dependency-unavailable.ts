/**
 * An outside service a response needs did not answer (or refused): the API responds with 503 and `userMessage`, the
 * words the area chose for its users; the error's own message, with the service's details, goes to the log.
 */
export class DependencyUnavailableError extends Error {
  constructor(
    message: string,
    readonly userMessage: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
