/** The HTTP status codes the client knows, as one enum (601 is the product's custom "warn"). */
export const HttpStatus = {
  Ok: 200,
  Created: 201,
  Accepted: 202,
  NoContent: 204,
  MovedPermanently: 301,
  SeeOther: 303,
  NotModified: 304,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  UnsupportedMediaType: 415,
  InternalServerError: 500,
  NotImplemented: 501,
  Warn: 601,
} as const;

/** One of the known status numbers of {@link HttpStatus}. */
export type HttpStatusCode = (typeof HttpStatus)[keyof typeof HttpStatus];
