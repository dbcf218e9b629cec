/**
 * An OAuth error answer (RFC 6749 §5.2): `{ error, error_description }`. The description is a translation
 * key, so the web can show it (the api-client turns invalid_grant into a 401 titled by the description).
 */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type",
    readonly description: string,
  ) {
    super(description);
  }

  toBody() {
    return { error: this.error, error_description: this.description };
  }
}

export const invalidGrant = (description: string) => new OAuthError(400, "invalid_grant", description);
