import { test } from 'node:test';
import assert from 'node:assert/strict';
import { speechStatus } from '../../services/places/speech-service';
import { createSpeechPort } from './speech';

test('SPEECH_PROVIDER=amazon-transcribe is available in the nine interface languages', () => {
  const env = { SPEECH_PROVIDER: 'amazon-transcribe', AWS_REGION: 'eu-west-1' };
  const status = speechStatus(createSpeechPort(env), env);
  assert.deepEqual(status, {
    available: true,
    provider: 'amazon-transcribe',
    languages: ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh'],
    maxAudioBytes: 1024 * 1024,
    maxSeconds: 60,
  });
});
