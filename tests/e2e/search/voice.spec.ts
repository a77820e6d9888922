import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { PHILADELPHIA, s, signedInOnHome, toasts } from './support';

/**
 * Voice search on /home (issue 4 item 5): a Chromium whose fake microphone plays a phrase spoken
 * by espeak-ng records it, the server transcribes it (pocketsphinx locally), the words land in the
 * search box and the search runs 500 ms later. Also: a server error code shown as its toast, the
 * button disabled with its explanation when the speech service is not available, and a refused
 * microphone.
 */
test.describe.configure({ timeout: 90_000 });

const hasTool = (command: string, flag: string) => spawnSync(command, [flag], { stdio: 'ignore' }).status === 0;
const espeak = hasTool('espeak-ng', '--version');

/** A phrase as a 16 kHz mono WAV (Chromium's fake capture reads WAV only), after a second of silence. */
function speakToWav(phrase: string, dir: string): string {
  const spoken = join(dir, 'spoken.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', spoken, phrase], { stdio: 'ignore', timeout: 10_000 });
  if (!hasTool('ffmpeg', '-version')) return spoken; // espeak's own 22 kHz mono WAV works too
  const wav = join(dir, 'phrase.wav');
  // The fake device plays the file from when the microphone opens; the lead-in covers the moment
  // between that and the recorder starting (the app starts its audio context before asking for the
  // microphone so that this moment is short, but a loaded machine still needs some slack).
  const filters = 'adelay=1000:all=1,apad=pad_dur=0.5';
  execFileSync('ffmpeg', ['-nostdin', '-loglevel', 'error', '-i', spoken, '-af', filters, '-ar', '16000', '-ac', '1', '-y', wav], { stdio: 'ignore', timeout: 10_000 });
  return wav;
}

/** Remembers every microphone track the page opens, to check they are all released. */
async function watchMicrophoneTracks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    (window as unknown as { micTracks: () => string[] }).micTracks = () => tracks.map((track) => track.readyState);
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      tracks.push(...stream.getTracks());
      return stream;
    };
  });
}

const micTracks = (page: Page) => page.evaluate(() => (window as unknown as { micTracks: () => string[] }).micTracks());

/**
 * One word the embedded engine (pocketsphinx, a stand-in for Amazon Transcribe) hears every time.
 * "thai food" was heard as "food" in about one run in three: the recording differs a little from
 * run to run (where the capture starts, the resampling) and the engine is sensitive to it.
 */
const PHRASE = 'sushi';

test.describe(`with a fake microphone playing “${PHRASE}”`, () => {
  // Only a developer machine may lack espeak-ng: CI installs it (.ci/run), so there it always runs.
  test.skip(!espeak && !process.env.CI, 'espeak-ng is not installed, so there is no speech for the fake microphone (apt-get install espeak-ng)');

  let dir = '';
  let browser: Browser;
  let context: BrowserContext;

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'forksure-voice-'));
  });
  test.afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ baseURL }) => {
    const wav = speakToWav(PHRASE, dir);
    // %noloop: the file plays once from when the microphone opens, then silence.
    browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}%noloop`],
    });
    context = await browser.newContext({ baseURL, locale: 'en-US', geolocation: PHILADELPHIA, permissions: ['geolocation', 'microphone'] });
  });
  test.afterEach(async () => {
    await browser?.close();
  });

  test('record, stop, transcribe, then the words search by themselves', async () => {
    const page = await context.newPage();
    await watchMicrophoneTracks(page);
    await signedInOnHome(page, 'Voice');
    await expect(page.getByTestId('location-summary')).toContainText('Philadelphia');

    const mic = page.getByTestId('voice-button');
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await expect(mic).toBeEnabled();
    await expect(mic).toHaveAttribute('aria-label', s('voice.idle'));

    await mic.click();
    await expect(mic).toHaveAttribute('data-state', 'recording');
    await expect(mic).toHaveAttribute('aria-label', s('voice.recording'));
    expect(await micTracks(page)).toEqual(['live']);
    await page.waitForTimeout(3000); // the lead-in, the word, then silence

    const transcribed = page.waitForResponse((response) => response.url().endsWith('/speech/transcribe'));
    const searchStarted = page.waitForRequest((request) => request.url().endsWith('/search/translate'));
    const searched = page.waitForRequest((request) => request.url().endsWith('/places/search'));
    await mic.click();
    await expect(mic).toHaveAttribute('data-state', 'transcribing');
    await expect(mic).toBeDisabled();
    expect(await micTracks(page), 'the microphone is released when recording stops').toEqual(['ended']);

    const answer = await transcribed;
    const answeredAt = Date.now();
    const sent = answer.request().postDataJSON() as { audio: string; mimeType: string; language: string };
    expect(sent.mimeType, 'Web Audio records 16 kHz PCM WAV, what Amazon Transcribe streams').toBe('audio/wav');
    expect(sent.language).toBe('en');
    expect(answer.status(), await answer.text()).toBe(200);

    await expect(page.getByTestId('search-query')).toHaveValue(new RegExp(`\\b${PHRASE}\\b`));
    await expect(toasts(page)).toContainText(s('voice.toast.captured'));
    await searchStarted;
    expect(Date.now() - answeredAt, 'the quick search waits 500 ms after the text arrives').toBeGreaterThanOrEqual(400);
    const search = (await searched).postDataJSON() as { searchQuery: string; cuisineType: string };
    expect(`${search.searchQuery} ${search.cuisineType}`).toContain(PHRASE);
    await expect(page).toHaveURL(/\/search-results$/, { timeout: 20_000 });
  });

  test('a server error code becomes its translated toast, and nothing is searched', async () => {
    const page = await context.newPage();
    await watchMicrophoneTracks(page);
    await page.route('**/speech/transcribe', (route) =>
      route.fulfill({ status: 422, json: { error: { code: 'NO_SPEECH', message: "We couldn't hear any words. Please try again." } } }),
    );
    let searches = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/places/search')) searches += 1;
    });
    await signedInOnHome(page, 'VoiceErr');
    const mic = page.getByTestId('voice-button');
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await mic.click();
    await expect(mic).toHaveAttribute('data-state', 'recording');
    await page.waitForTimeout(1000);
    await mic.click();

    await expect(toasts(page)).toContainText(s('voice.toast.failed'));
    await expect(toasts(page)).toContainText(s('voice.error.noSpeech'));
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('search-query')).toHaveValue('');
    expect(await micTracks(page)).toEqual(['ended']);
    await page.waitForTimeout(800); // longer than the quick-search delay
    expect(searches).toBe(0);
  });
});

test('without a speech service the microphone is disabled and says why', async ({ page }) => {
  let asked = 0;
  await page.route('**/speech/status', (route) => {
    asked += 1;
    return route.fulfill({ json: { available: false, provider: 'unavailable', languages: [], maxAudioBytes: 1048576, maxSeconds: 60 } });
  });
  await signedInOnHome(page, 'NoVoice');
  const mic = page.getByTestId('voice-button');
  await expect(mic).toHaveAttribute('data-state', 'unavailable');
  await expect(mic).toHaveAttribute('aria-disabled', 'true');
  await expect(mic).toHaveAttribute('title', s('voice.unavailable'));
  await mic.click({ force: true }); // aria-disabled, yet it explains itself on click
  await expect(toasts(page)).toContainText(s('voice.unavailableToast'));
  await expect(mic).toHaveAttribute('data-state', 'unavailable');
  expect(asked, 'the status is asked once per page').toBe(1);
});

test('a refused microphone says to check the permissions', async ({ baseURL }) => {
  // Without --use-fake-ui-for-media-stream and without the permission, Chromium refuses the microphone.
  const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-device-for-media-stream'] });
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await signedInOnHome(page, 'MicDenied');
    const mic = page.getByTestId('voice-button');
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await mic.click();
    await expect(toasts(page)).toContainText(s('voice.toast.microphone'));
    await expect(mic).toHaveAttribute('data-state', 'idle');
  } finally {
    await browser.close();
  }
});
