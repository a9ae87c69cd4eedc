/** What a bearer token carries: the user id and its session's id; the role is read fresh on every call. */
export interface TokenPayload {
  sub: number;
  sid: string;
}
