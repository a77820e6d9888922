import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import { SPEECH_MAX_AUDIO_BYTES } from '../../../../shared/api/speech';
import { AudioTooLargeError, NoSpeechError, SpeechUnavailableError } from '../../providers/speech/errors';
import type { SpeechPort } from '../../providers/speech/port';
import { capturingLogger } from '../../testing/capture-logs';
import { speechStatus, transcribeRecording } from './speech-service';

function fakeSpeech(text: string, seen: unknown[] = []): SpeechPort {
  return {
    available: true,
    languages: ['en'],
    transcribe: (audio, options) => {
      seen.push([Buffer.from(audio).toString(), options]);
      return Promise.resolve({ text, language: 'en' });
    },
  };
}

test('the recording is decoded, passed with its type and language hint, and the text tidied', async (t) => {
  const { logger } = capturingLogger(t);
  const seen: unknown[] = [];
  const request = { audio: Buffer.from('opus bytes').toString('base64'), mimeType: 'audio/webm' as const, language: 'es' as const };
  const result = await transcribeRecording({ speech: () => fakeSpeech('  vegan   pizza\n', seen), logger }, request);
  assert.deepEqual(result, { text: 'vegan pizza', language: 'en' });
  assert.deepEqual(seen, [['opus bytes', { mimeType: 'audio/webm', languageHint: 'es' }]]);
});

test('nothing recognised is NO_SPEECH; over the size cap is too large before the engine is asked', async (t) => {
  const { logger } = capturingLogger(t);
  await assert.rejects(transcribeRecording({ speech: () => fakeSpeech(' '), logger }, { audio: 'AAAA', mimeType: 'audio/webm' }), NoSpeechError);
  const seen: unknown[] = [];
  const tooBig = Buffer.alloc(SPEECH_MAX_AUDIO_BYTES + 1).toString('base64');
  await assert.rejects(transcribeRecording({ speech: () => fakeSpeech('x', seen), logger }, { audio: tooBig, mimeType: 'audio/webm' }), (error: unknown) => {
    assert.ok(error instanceof AudioTooLargeError, `expected error instanceof AudioTooLargeError; got error = ${inspect(error)}`);
    assert.equal(error.kind, 'too-large');
    return true;
  });
  assert.deepEqual(seen, []);
  const atCap = Buffer.alloc(SPEECH_MAX_AUDIO_BYTES).toString('base64');
  assert.equal((await transcribeRecording({ speech: () => fakeSpeech('sushi'), logger }, { audio: atCap, mimeType: 'audio/webm' })).text, 'sushi');
});

test('the status names the adapter and the limits; languages only when available', () => {
  assert.deepEqual(speechStatus(fakeSpeech('x'), {}), {
    available: true,
    provider: 'embedded-pocketsphinx',
    languages: ['en'],
    maxAudioBytes: SPEECH_MAX_AUDIO_BYTES,
    maxSeconds: 60,
  });
  // A port that is not usable (like the embedded engine before it is installed) reports no languages.
  const unavailable: SpeechPort = { available: false, languages: ['en'], transcribe: () => Promise.reject(new SpeechUnavailableError()) };
  assert.deepEqual(speechStatus(unavailable, { SPEECH_PROVIDER: 'amazon-transcribe' }), {
    available: false,
    provider: 'amazon-transcribe',
    languages: [],
    maxAudioBytes: SPEECH_MAX_AUDIO_BYTES,
    maxSeconds: 60,
  });
});
