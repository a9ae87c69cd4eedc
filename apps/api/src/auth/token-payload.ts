/** What a bearer token carries: the user id only; the role is read fresh on every call. */
export interface TokenPayload {
  sub: number;
}
