/** A session as its owner sees it in the profile's sessions list. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** True for the session the request itself was made with. */
  current: boolean;
}
