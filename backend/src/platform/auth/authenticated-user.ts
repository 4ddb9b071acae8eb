export interface AuthenticatedUser {
  userId: string;
  email: string;
  isAdmin: boolean;
}
