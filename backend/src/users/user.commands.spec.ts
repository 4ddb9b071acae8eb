import { commandMetadata } from '../platform/commands/command-metadata';
import { recordUserActivity, registerOrSignIn } from './user.commands';
import { userIdForEmail } from './user-id';

describe('user commands', () => {
  it('registers under the id of the normalised e-mail, as a plain login unless told otherwise', () => {
    const { command, meta } = registerOrSignIn({
      email: ' Ada@Example.COM ',
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'google',
    });

    const userId = userIdForEmail('ada@example.com');
    expect(command).toEqual({
      type: 'RegisterOrSignIn',
      data: {
        userId,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        provider: 'google',
        flow: 'login',
        plan: null,
        cycle: null,
        utm: {},
        sponsorship: null,
      },
    });
    expect(meta.actorUserId).toBe(userId);
  });

  it("records activity for the UTC day of the command's time", () => {
    const meta = commandMetadata('u-1', { now: new Date('2026-11-22T23:59:59.999Z') });

    expect(recordUserActivity('u-1', meta).command).toEqual({
      type: 'RecordUserActivity',
      data: { userId: 'u-1', day: '2026-11-22' },
    });
  });
});
