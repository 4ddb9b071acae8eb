import { Query } from '@nestjs/cqrs';

export interface UserProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  plan: 'Free' | 'Pro';
  clubSponsor: { clubCode: string; clubName: string } | null;
}

export class GetUserProfile extends Query<UserProfile | null> {
  constructor(readonly userId: string) {
    super();
  }
}
