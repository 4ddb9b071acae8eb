export interface AuthenticatedUser {
  userId: string;
  email: string;
  isAdmin: boolean;
  /** The sign-in session (refresh-token family) the token belongs to; null for tokens minted outside one. */
  sessionId: string | null;
}
