import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspect } from 'node:util';
import type { AwsClientOptions } from '../../../aws/client-options';
import { AudioUnreadableError, SpeechFailedError } from '../errors';
import { amazonTranscribeAdapter } from './transcribe-adapter';
import { startTranscribeWireServer, type TranscribeWireServer } from './transcribe-wire-server';
import { wavFile } from './wav-fixture';

function aws(server: TranscribeWireServer, extra: Partial<AwsClientOptions> = {}): AwsClientOptions {
  return { endpoint: server.endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' }, ...extra };
}

const result = (Transcript: string, IsPartial: boolean) => ({ Transcript: { Results: [{ IsPartial, Alternatives: [{ Transcript }] }] } });

/** 20,000 bytes of distinct-looking PCM: three AudioEvents of at most 8 KB. */
const pcm = Uint8Array.from({ length: 20_000 }, (_, i) => (i * 7) % 251);

test('a 16-bit mono WAV is streamed as signed PCM AudioEvents and the final results become the text', async (t) => {
  const server = await startTranscribeWireServer(() => ({
    kind: 'events',
    events: [result('pizza', true), result('pizza near', true), result('Pizza near me.', false), { Transcript: { Results: [] } }, result('Vegan options.', false)],
  }));
  t.after(() => server.close());

  const heard = await amazonTranscribeAdapter({ aws: aws(server) }).transcribe(wavFile(pcm, { sampleRate: 16000 }), { mimeType: 'audio/wav', languageHint: 'fr' });

  assert.deepEqual(heard, { text: 'Pizza near me. Vegan options.', language: 'fr' });
  const [call] = server.calls;
  assert.equal(call!.headers[':method'], 'POST');
  assert.equal(call!.headers[':path'], '/stream-transcription');
  assert.equal(call!.headers['x-amzn-transcribe-language-code'], 'fr-FR');
  assert.equal(call!.headers['x-amzn-transcribe-media-encoding'], 'pcm');
  assert.equal(call!.headers['x-amzn-transcribe-sample-rate'], '16000');
  assert.match(String(call!.headers.authorization), /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/transcribe\/aws4_request/);
  // Every audio frame is an AudioEvent of at most 8 KB; together they are exactly the WAV's samples.
  for (const event of call!.audioEvents) {
    assert.equal(event.headers[':message-type']?.value, 'event');
    assert.equal(event.headers[':event-type']?.value, 'AudioEvent');
    assert.equal(event.headers[':content-type']?.value, 'application/octet-stream');
    assert.ok(event.body.byteLength <= 8192, `expected event.body.byteLength <= 8192; got event.body.byteLength = ${inspect(event.body.byteLength)}`);
  }
  assert.equal(call!.audioEvents.length, 3);
  assert.deepEqual(Buffer.concat(call!.audioEvents.map((e) => e.body)), Buffer.from(pcm));
  // Chained frame signatures, and the empty signed frame that ends the audio.
  assert.equal(call!.envelopes.length, 4);
  for (const envelope of call!.envelopes) {
    assert.equal(envelope[':chunk-signature']?.type, 'binary');
    assert.equal(envelope[':date']?.type, 'timestamp');
  }
});

test('the language hint picks the Transcribe dialect; no hint means en-US; the WAV rate is passed on', async (t) => {
  const server = await startTranscribeWireServer(() => ({ kind: 'events', events: [result('ok', false)] }));
  t.after(() => server.close());
  const adapter = amazonTranscribeAdapter({ aws: aws(server) });
  await adapter.transcribe(wavFile(pcm.subarray(0, 100), { sampleRate: 48000 }), { mimeType: 'audio/wav' });
  for (const languageHint of ['es', 'pt', 'zh']) await adapter.transcribe(wavFile(pcm.subarray(0, 100)), { mimeType: 'audio/wav', languageHint });
  assert.deepEqual(
    server.calls.map((c) => [c.headers['x-amzn-transcribe-language-code'], c.headers['x-amzn-transcribe-sample-rate']]),
    [['en-US', '48000'], ['es-US', '16000'], ['pt-BR', '16000'], ['zh-CN', '16000']],
  );
});

test('only partial results, or none, is a blank text (the service answers NO_SPEECH)', async (t) => {
  const server = await startTranscribeWireServer(() => ({ kind: 'events', events: [result('uh', true)] }));
  t.after(() => server.close());
  const heard = await amazonTranscribeAdapter({ aws: aws(server) }).transcribe(wavFile(pcm), { mimeType: 'audio/wav', languageHint: 'en' });
  assert.equal(heard.text, '');
});

test('a WAV without samples is a blank text at once, without calling Transcribe', async (t) => {
  const server = await startTranscribeWireServer(() => ({ kind: 'events', events: [] }));
  t.after(() => server.close());
  const heard = await amazonTranscribeAdapter({ aws: aws(server) }).transcribe(wavFile(new Uint8Array(0)), { mimeType: 'audio/wav', languageHint: 'de' });
  assert.deepEqual(heard, { text: '', language: 'de' });
  assert.equal(server.calls.length, 0);
});

test('WebM, stereo, 8-bit or headerless audio is AUDIO_UNREADABLE without calling Transcribe', async (t) => {
  const server = await startTranscribeWireServer(() => ({ kind: 'events', events: [] }));
  t.after(() => server.close());
  const adapter = amazonTranscribeAdapter({ aws: aws(server) });
  const refused = [
    adapter.transcribe(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]), { mimeType: 'audio/webm' }),
    adapter.transcribe(wavFile(pcm), { mimeType: 'audio/webm' }),
    adapter.transcribe(wavFile(pcm, { channels: 2 }), { mimeType: 'audio/wav' }),
    adapter.transcribe(wavFile(pcm, { bitsPerSample: 8 }), { mimeType: 'audio/wav' }),
    adapter.transcribe(pcm, { mimeType: 'audio/wav' }),
  ];
  for (const attempt of refused) await assert.rejects(attempt, AudioUnreadableError);
  assert.equal(server.calls.length, 0);
});

test('a Transcribe exception in the stream is SPEECH_FAILED', async (t) => {
  const server = await startTranscribeWireServer(() => ({ kind: 'exception', name: 'BadRequestException', message: 'Your request timed out because no new audio was received for 15 seconds.' }));
  t.after(() => server.close());
  await assert.rejects(amazonTranscribeAdapter({ aws: aws(server) }).transcribe(wavFile(pcm), { mimeType: 'audio/wav' }), (error: SpeechFailedError) => {
    assert.ok(error instanceof SpeechFailedError, `expected error instanceof SpeechFailedError; got error = ${inspect(error)}`);
    assert.equal((error.cause as Error).name, 'BadRequestException');
    return true;
  });
});

test('a Transcribe that never answers is SPEECH_FAILED after the time budget', async (t) => {
  const server = await startTranscribeWireServer(() => ({ kind: 'hang' }));
  t.after(() => server.close());
  const started = Date.now();
  await assert.rejects(amazonTranscribeAdapter({ aws: aws(server, { timeoutMs: 300 }) }).transcribe(wavFile(pcm), { mimeType: 'audio/wav' }), SpeechFailedError);
  assert.ok(Date.now() - started < 5000, `expected Date.now() - started < 5000; got Date.now() - started = ${inspect(Date.now() - started)}`);
});

test('the adapter reports itself available in the nine interface languages', () => {
  const adapter = amazonTranscribeAdapter();
  assert.equal(adapter.available, true);
  assert.deepEqual([...adapter.languages], ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh']);
});
