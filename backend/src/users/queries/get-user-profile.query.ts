import { Query } from '@nestjs/cqrs';

export interface UserProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export class GetUserProfile extends Query<UserProfile | null> {
  constructor(readonly userId: string) {
    super();
  }
}
