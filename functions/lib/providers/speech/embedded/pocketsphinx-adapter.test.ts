import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AudioUnreadableError, SpeechFailedError, SpeechUnavailableError } from '../errors';
import { findExecutable, pocketsphinxSpeechAdapter } from './pocketsphinx-adapter';
import { missingSpeechTools, silentRecording, synthesizeSpeech } from './test-speech';

const missing = missingSpeechTools();
const needsTools = { skip: missing.length === 0 ? false : `needs ${missing.join(', ')} (apt-get install pocketsphinx pocketsphinx-en-us espeak-ng ffmpeg)` };
// The adapter's temporary folders go under a root of this test's own, so other runs sharing the OS
// temp folder cannot change the count.
const tempRoot = mkdtempSync(join(tmpdir(), 'forksure-speech-test-'));
after(() => rmSync(tempRoot, { recursive: true, force: true }));
const leftovers = () => readdirSync(tempRoot).length;
/** The adapter with its temporary folders under this test's root. */
const adapter = (options: Parameters<typeof pocketsphinxSpeechAdapter>[0] = {}) => pocketsphinxSpeechAdapter({ tempRoot, ...options });

test('without the programs or the model the adapter is unavailable and says so', async () => {
  const noPrograms = pocketsphinxSpeechAdapter({ searchPath: '/nonexistent' });
  assert.equal(noPrograms.available, false);
  await assert.rejects(noPrograms.transcribe(new Uint8Array([1]), { mimeType: 'audio/webm' }), SpeechUnavailableError);
  const noModel = pocketsphinxSpeechAdapter({ modelDir: '/nonexistent' });
  assert.equal(noModel.available, false);
});

test('findExecutable walks the search path', () => {
  assert.equal(findExecutable('sh', '/nonexistent:/bin'), '/bin/sh');
  assert.equal(findExecutable('no-such-program-here', '/bin:/usr/bin'), undefined);
});

/** Phrases a diner might say (the accuracy figures in food-grammar.ts are measured on them). */
const PHRASES = [
  'vegan pizza near me', 'thai food', 'sushi', 'gluten free pasta', 'cheap mexican restaurant', 'indian curry near me',
  'vegetarian burger', 'dairy free ice cream', 'halal chicken', 'korean barbecue', 'nut free bakery', 'kosher deli',
  'seafood without shellfish', 'cheap tacos near me', 'vietnamese noodle soup', 'greek salad', 'french bakery',
  'italian restaurant', 'chinese food near me', 'pescatarian sushi',
];

test('espeak-ng phrases sent as webm/opus are transcribed through the food grammar', needsTools, async () => {
  const speech = adapter();
  assert.equal(speech.available, true);
  const before = leftovers();
  let words = 0;
  let heard = 0;
  const times: number[] = [];
  const results: string[] = [];
  for (const phrase of PHRASES) {
    const audio = synthesizeSpeech(phrase);
    const started = performance.now();
    const { text, language } = await speech.transcribe(audio, { mimeType: 'audio/webm' });
    times.push(performance.now() - started);
    assert.equal(language, 'en');
    const said = new Set(text.split(' '));
    for (const word of phrase.split(' ')) {
      words += 1;
      if (said.has(word)) heard += 1;
    }
    results.push(`${phrase} → ${text}`);
  }
  const exact = results.filter((r) => r.split(' → ')[0] === r.split(' → ')[1]).length;
  times.sort((a, b) => a - b);
  console.log(`speech: ${heard}/${words} words, ${exact}/${PHRASES.length} phrases exact; median ${times[times.length >> 1]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms\n  ${results.join('\n  ')}`);
  // The three phrases of the issue are exact; the set stays at the measured level (44 of 54 words).
  assert.deepEqual(results.slice(0, 3), ['vegan pizza near me → vegan pizza near me', 'thai food → thai food', 'sushi → sushi']);
  assert.ok(heard / words >= 0.75, `${heard}/${words} words heard`);
  assert.equal(leftovers(), before, 'temporary folders are removed');
});

test('ogg, mp4 (Safari) and wav recordings are accepted too', needsTools, async () => {
  const speech = adapter();
  assert.equal((await speech.transcribe(synthesizeSpeech('vegan pizza near me', 'm4a'), { mimeType: 'audio/mp4' })).text, 'vegan pizza near me');
  assert.equal((await speech.transcribe(synthesizeSpeech('thai food', 'ogg'), { mimeType: 'audio/ogg' })).text, 'thai food');
  assert.equal((await speech.transcribe(synthesizeSpeech('sushi', 'wav'), { mimeType: 'audio/wav' })).text, 'sushi');
});

test('silence gives no words; bytes that are not audio are unreadable; both clean up', needsTools, async () => {
  const speech = adapter();
  const before = leftovers();
  assert.equal((await speech.transcribe(silentRecording(), { mimeType: 'audio/webm' })).text, '');
  await assert.rejects(speech.transcribe(new TextEncoder().encode('this is not a recording'), { mimeType: 'audio/webm' }), AudioUnreadableError);
  assert.equal(leftovers(), before);
});

test('a conversion or decoding that overruns its time limit is killed: 503 SPEECH_FAILED, folder removed', needsTools, async () => {
  const before = leftovers();
  const audio = synthesizeSpeech('sushi');
  await assert.rejects(adapter({ ffmpegTimeoutMs: 1 }).transcribe(audio, { mimeType: 'audio/webm' }), SpeechFailedError);
  await assert.rejects(adapter({ decodeTimeoutMs: 1 }).transcribe(audio, { mimeType: 'audio/webm' }), SpeechFailedError);
  assert.equal(leftovers(), before);
});
