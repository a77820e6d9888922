import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normaliseMimeType, SPEECH_MESSAGES, transcribeRequestSchema } from './speech';

test('plain base64 with the recorder type (codec parameters allowed) and an optional language', () => {
  assert.deepEqual(transcribeRequestSchema.parse({ audio: 'GkXf', mimeType: 'audio/webm;codecs=opus', language: 'es' }), {
    audio: 'GkXf',
    mimeType: 'audio/webm',
    language: 'es',
  });
  assert.deepEqual(transcribeRequestSchema.parse({ audio: 'GkXf' }), { audio: 'GkXf', mimeType: 'audio/webm' }, 'the spec sends only { audio } (webm)');
});

test('a data URL from FileReader is accepted and its type used when mimeType is absent', () => {
  assert.deepEqual(transcribeRequestSchema.parse({ audio: 'data:audio/ogg;codecs=opus;base64,T2dn\nUw==' }), { audio: 'T2dnUw==', mimeType: 'audio/ogg' });
  assert.equal(transcribeRequestSchema.parse({ audio: 'data:audio/ogg;base64,T2dn', mimeType: 'audio/wav' }).mimeType, 'audio/wav');
});

test('wav aliases become audio/wav', () => {
  assert.deepEqual(['audio/x-wav', 'Audio/Wave', 'audio/vnd.wave'].map(normaliseMimeType), ['audio/wav', 'audio/wav', 'audio/wav']);
});

test('missing, blank, non-base64 audio and other types are refused with the message to show', () => {
  const messages = (body: unknown) => {
    const result = transcribeRequestSchema.safeParse(body);
    assert.equal(result.success, false);
    return result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  assert.deepEqual(messages({}), [`audio: ${SPEECH_MESSAGES.missingAudio}`]);
  assert.deepEqual(messages({ audio: '' }), [`audio: ${SPEECH_MESSAGES.missingAudio}`]);
  assert.deepEqual(messages({ audio: 'not base64!' }), [`audio: ${SPEECH_MESSAGES.notBase64}`]);
  assert.deepEqual(messages({ audio: 'GkXf', mimeType: 'video/quicktime' }), [`mimeType: ${SPEECH_MESSAGES.unsupportedType}`]);
  assert.equal(transcribeRequestSchema.safeParse({ audio: 'GkXf', extra: 1 }).success, false);
});
