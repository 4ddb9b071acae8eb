import { appWithUsers } from './testing/app-with-users';
import { firstPush } from './testing/in-process-app';
import { recordDelivery } from './testing/record-delivery';

/**
 * GET /api/leaderboard/ (access spec §7) over the leaderboard read model: messages sent through the messaging
 * context's conversation stream, the show_on_leaderboard switch, and the push that moves every board.
 */
describe('leaderboard', () => {
  const names = ['noor', 'ben', 'cy', 'dee', 'eve', 'gil'];
  const crowd = Array.from({ length: 11 }, (_, i) => `fan${String(i).padStart(2, '0')}`);
  const { app, ids, api, as, tokens } = appWithUsers([...names, ...crowd]);

  /** What the send pipeline records for one message: queued, then sent or failed, at `at`. */
  const deliver = (name: string, outcome: 'sent' | 'failed', at = new Date()) =>
    recordDelivery(app().store, { userId: ids[name], name }, outcome, at);
  const sendMany = async (name: string, count: number, at?: Date) => {
    let checkpoint = '';
    for (let i = 0; i < count; i++) checkpoint = await deliver(name, 'sent', at);
    await app().projected('leaderboard', checkpoint);
  };
  const board = async (name: string, query = '') => {
    const response = await as(name, api().get(`/api/leaderboard/${query}`));
    expect(response.status).toBe(200);
    return response.body as {
      rank: number;
      user_name: string;
      message_count: number;
      is_current_user: boolean;
    }[];
  };
  const lines = (entries: Awaited<ReturnType<typeof board>>) =>
    entries.map((e) => `${e.rank} ${e.user_name} ${e.message_count}${e.is_current_user ? ' *' : ''}`);
  const setVisible = async (name: string, show: boolean) => {
    const response = await as(name, api().put('/settings/leaderboard_visibility')).send({
      show_on_leaderboard: show,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ show_on_leaderboard: show, checkpoint: expect.any(String) });
    await app().projected('leaderboard', response.body.checkpoint);
  };

  it('refuses anonymous callers', async () => {
    expect((await api().get('/api/leaderboard/')).status).toBe(401);
  });

  it('answers an empty list before anyone has sent a message', async () => {
    await app().projected('leaderboard', await app().newestPosition());
    expect(await board('noor')).toEqual([]);
  });

  it('ranks users by messages sent with the first name and last initial; a failed send does not count', async () => {
    await sendMany('noor', 3);
    await sendMany('ben', 2);
    await sendMany('cy', 2);
    await app().projected('leaderboard', await deliver('dee', 'failed'));

    expect(await board('ben')).toEqual([
      { rank: 1, user_name: 'noor T.', message_count: 3, is_current_user: false },
      { rank: 2, user_name: 'ben T.', message_count: 2, is_current_user: true },
      { rank: 2, user_name: 'cy T.', message_count: 2, is_current_user: false },
    ]);
    // Dee's only send failed: she is on nobody's board, her own included.
    expect(lines(await board('dee'))).toEqual(['1 noor T. 3', '2 ben T. 2', '2 cy T. 2']);
  });

  it('counts a message sent through POST /emails/send/', async () => {
    const contact = await as('eve', api().post('/contacts/')).send({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@contacts.example',
      company: 'Navy',
    });
    expect(contact.status).toBe(201);
    await app().projected('contacts-list', contact.body.checkpoint);
    const sent = await as('eve', api().post('/emails/send/')).send({
      contact_id: contact.body.contact.id,
      subject: 'Hello Grace',
      body: 'Shall we talk?',
    });
    expect(sent.status).toBe(201);
    await app().projected('leaderboard', sent.body.checkpoint);
    expect(lines(await board('eve'))).toContain('4 eve T. 1 *');
  });

  it('leaves a hidden user out of other boards, re-ranked without them, and shows them their own rank', async () => {
    await setVisible('noor', false);
    expect(lines(await board('ben'))).toEqual(['1 ben T. 2 *', '1 cy T. 2', '3 eve T. 1']);
    expect(lines(await board('noor'))).toEqual(['1 noor T. 3 *', '2 ben T. 2', '2 cy T. 2', '4 eve T. 1']);

    await setVisible('noor', true);
    expect(lines(await board('ben'))).toEqual(['1 noor T. 3', '2 ben T. 2 *', '2 cy T. 2', '4 eve T. 1']);
  });

  it('lists the top ten and the caller below them with their own rank', async () => {
    for (const name of crowd) await sendMany(name, 4);
    const entries = await board('eve');
    expect(entries).toHaveLength(11);
    expect(entries.slice(0, 10).map((e) => [e.rank, e.message_count])).toEqual(
      Array.from({ length: 10 }, () => [1, 4]),
    );
    expect(entries[10]).toEqual({ rank: 15, user_name: 'eve T.', message_count: 1, is_current_user: true });
    // A hidden caller below the top still sees their rank; the others do not count them.
    await setVisible('eve', false);
    expect((await board('eve'))[10]).toMatchObject({ rank: 15, is_current_user: true });
    expect(lines(await board('fan00'))).not.toContain('15 eve T. 1');
    expect(await board('fan00')).toHaveLength(10);
  });

  it('counts this month apart from all time', async () => {
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await sendMany('dee', 9, lastMonth);

    expect((await board('dee', '?period=all_time'))[0]).toEqual({
      rank: 1,
      user_name: 'dee T.',
      message_count: 9,
      is_current_user: true,
    });
    const month = await board('dee', '?period=month');
    expect(month.find((entry) => entry.is_current_user)).toBeUndefined();
    expect(month[0]).toMatchObject({ rank: 1, message_count: 4 });
    // An empty period is the default, all time.
    expect((await board('dee', '?period='))[0]).toMatchObject({ message_count: 9 });
  });

  it('refuses an unknown period, naming the field', async () => {
    const response = await as('noor', api().get('/api/leaderboard/?period=weekly'));
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual([
      expect.objectContaining({ loc: ['period'], msg: 'period must be one of: all_time, month' }),
    ]);
  });

  it('pushes a send to every signed-in user, and a switch of someone never on the board to nobody', async () => {
    const watcher = await app().connect(tokens.ben);
    // Gil never sent a message: hiding him changes no board.
    await setVisible('gil', false);
    await sendMany('cy', 1);
    expect(await firstPush(watcher.pushes, 'leaderboard')).toMatchObject({ keys: null });
    expect(watcher.pushes.filter((push) => push.projection === 'leaderboard')).toHaveLength(1);

    // Dee is on the board: her switch moves it for everyone.
    const other = await app().connect(tokens.noor);
    await setVisible('dee', false);
    expect(await firstPush(other.pushes, 'leaderboard')).toMatchObject({ keys: null });
  });
});
