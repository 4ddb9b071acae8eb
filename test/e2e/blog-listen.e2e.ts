import { expect, test } from '@playwright/test';

const SLUG = 'follow-up-timing';
const TITLE = 'Following up: when to write again, and when to stop';

interface MediaState {
  readyState: number;
  duration: number;
  currentTime: number;
  paused: boolean;
}

test("a visitor listens to a post: the server reads the post's own text and the player plays it", async ({
  page,
}) => {
  // The first listen synthesises the whole post with eSpeak NG on a shared two-core machine.
  test.setTimeout(180_000);
  // The post arrives inside the server-rendered page (no fetch of its own); its API answer says what the page holds.
  const post = await page.request.get(`/blog/${SLUG}`, { headers: { Accept: 'application/json' } });
  expect(post.status()).toBe(200);
  const { listen_text: listenText } = (await post.json()) as { listen_text: string };
  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(listenText.startsWith(`${TITLE}\n\n`)).toBe(true);

  const audioAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/blog/tts') && response.request().method() === 'POST',
    { timeout: 150_000 },
  );
  await page.getByRole('button', { name: 'Listen to article' }).click();
  const tts = await audioAnswer;

  expect(tts.status()).toBe(200);
  expect(tts.headers()['content-type']).toBe('audio/wav');
  expect(tts.request().postDataJSON()).toEqual({ slug: SLUG, text: listenText });

  const player = page.getByLabel('Article audio');
  // waitForResponse settles on the answer's headers; the player shows once the whole file is read into a blob,
  // which on a loaded two-core machine took longer than the default 5 s twice in a row.
  await expect(player).toBeVisible({ timeout: 60_000 });
  const media = () =>
    player.evaluate((audio: HTMLAudioElement): MediaState => ({
      readyState: audio.readyState,
      duration: audio.duration,
      currentTime: audio.currentTime,
      paused: audio.paused,
    }));
  // HAVE_CURRENT_DATA or better, and the whole post: minutes of speech, not a stub.
  await expect.poll(async () => (await media()).readyState, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const loaded = await media();
  expect(loaded.duration).toBeGreaterThan(30);
  // Started by the click, without a second press on the player.
  await expect.poll(async () => (await media()).paused, { timeout: 10_000 }).toBe(false);
  const start = (await media()).currentTime;
  await expect
    .poll(async () => (await media()).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(start + 0.5);
});
