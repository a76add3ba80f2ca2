/**
 * The error every API call rejects with. It lives apart from the client, which checks
 * answers with zod, so that code needing only the class (the query client's retry and
 * sign-out rules, in the first load) does not pull in a schema library.
 */

/** The API's error body's `error` (DESIGN.md decision 11). */
export interface ApiErrorDetails {
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
}

/** A failed API call: the HTTP status (0 when the server was not reached) and the server's error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(status: number, details: ApiErrorDetails, options?: ErrorOptions) {
    super(details.message, options);
    this.status = status;
    this.code = details.code;
    this.fields = details.fields;
  }
}
