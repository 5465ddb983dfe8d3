/**
 * An outside service an answer needs did not answer (or refused): the API answers 503 with `userMessage`, the
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
