import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../playwright.config';
import { afterNextPaints } from '../support/rendered';
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

/** How long a PCM WAV file plays: its data bytes over its byte rate. */
function wavDurationMs(file: string): number {
  const wav = readFileSync(file);
  let byteRate = 0;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(at + 16);
    // espeak-ng may leave the data size unset while streaming: the data runs to the end of the file.
    if (id === 'data' && byteRate > 0) return ((wav.length - (at + 8)) / byteRate) * 1000;
    at += 8 + size + (size % 2);
  }
  throw new Error(`${file}: no fmt and data chunks, not a PCM WAV`);
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
  let phraseMs = 0;

  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'forksure-voice-'));
  });
  test.afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test.beforeEach(async ({ baseURL }) => {
    const wav = speakToWav(PHRASE, dir);
    phraseMs = wavDurationMs(wav);
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
    // The fake microphone plays the file in real time from when it opened (before 'recording' showed):
    // the only way to record all of it is to let it play. This waits the file's own length (lead-in,
    // word, trailing silence), nothing more.
    await page.waitForTimeout(phraseMs);

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
    // A search asks /search/translate first, then /places/search.
    let searches = 0;
    page.on('request', (request) => {
      if (/\/(search\/translate|places\/search)$/.test(request.url())) searches += 1;
    });
    await signedInOnHome(page, 'VoiceErr');
    const mic = page.getByTestId('voice-button');
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await mic.click();
    await expect(mic).toHaveAttribute('data-state', 'recording');
    // Stopped at once: the route answers the error whatever was recorded (a header-only WAV is still sent).
    await mic.click();

    await expect(toasts(page)).toContainText(s('voice.toast.failed'));
    await expect(toasts(page)).toContainText(s('voice.error.noSpeech'));
    await expect(mic).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('search-query')).toHaveValue('');
    expect(await micTracks(page)).toEqual(['ended']);
    // The quick search would start 500 ms after text lands (product-rules §4.4): run the page's clock
    // twice that far, let it render, then nothing may be searching, sent or shown.
    await page.clock.runFor(1_000);
    await afterNextPaints(page);
    await expect(page.getByTestId('search-form')).toHaveAttribute('aria-busy', 'false');
    expect(searches).toBe(0);
    expect(page.url()).toMatch(/\/home$/);
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
