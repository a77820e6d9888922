import {
  StartStreamTranscriptionCommand,
  TranscribeStreamingClient,
  type AudioStream,
  type LanguageCode,
  type TranscriptResultStream,
} from '@aws-sdk/client-transcribe-streaming';
import { FALLBACK_LANGUAGE, LANGUAGES, normalizeLanguage, type Language } from '../../../../../shared/i18n/languages';
import type { AwsClientOptions } from '../../../aws/client-options';
import { AudioUnreadableError, SpeechFailedError } from '../errors';
import type { SpeechPort, TranscriptionResult } from '../port';
import { isPcm16Mono, parseWav } from './wav';

/** Our interface languages as Transcribe streaming language codes (one dialect each). */
const TRANSCRIBE_LANGUAGES: Record<Language, LanguageCode> = {
  en: 'en-US',
  es: 'es-US',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-BR',
  ja: 'ja-JP',
  ko: 'ko-KR',
  zh: 'zh-CN',
};

/** Audio per AudioEvent: Transcribe recommends 50-200 ms chunks; 8 KB is 256 ms of 16 kHz PCM. */
const CHUNK_BYTES = 8 * 1024;
/** Whole-call budget: inside the 30 s Lambda and API Gateway limits, with room to answer. */
const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Amazon Transcribe streaming (StartStreamTranscription over HTTP/2, SigV4-signed event-stream
 * frames, all done by the SDK). Transcribe takes PCM, FLAC or Ogg/Opus, and a Lambda has no
 * ffmpeg, so this adapter accepts only what the web records when it can: 16-bit PCM mono WAV
 * (any rate Transcribe supports, 8-48 kHz). Other recordings (MediaRecorder's WebM or MP4 in a
 * browser without Web Audio) are AUDIO_UNREADABLE. The language is the hint's, else English.
 */
export function amazonTranscribeAdapter(options: { aws?: AwsClientOptions } = {}): SpeechPort {
  const { region, endpoint, credentials, timeoutMs = DEFAULT_TIMEOUT_MS } = options.aws ?? {};
  let client: TranscribeStreamingClient | undefined;
  const getClient = () =>
    (client ??= new TranscribeStreamingClient({
      ...(region ? { region } : {}),
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
      maxAttempts: 1,
    }));

  return {
    available: true,
    languages: LANGUAGES,
    async transcribe(audio, { mimeType, languageHint }): Promise<TranscriptionResult> {
      const wav = mimeType === 'audio/wav' ? parseWav(audio) : null;
      if (!wav || !isPcm16Mono(wav) || wav.sampleRate < 8000 || wav.sampleRate > 48000) {
        throw new AudioUnreadableError(new Error(`Transcribe needs 16-bit PCM mono WAV, got ${mimeType}`));
      }
      const language = normalizeLanguage(languageHint) ?? FALLBACK_LANGUAGE;
      // Nothing recorded: nothing to hear (the service answers NO_SPEECH), no call needed.
      if (wav.samples.byteLength === 0) return { text: '', language };
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(new Error(`Transcribe timed out after ${timeoutMs} ms`)), timeoutMs);
      try {
        const response = await getClient().send(
          new StartStreamTranscriptionCommand({
            LanguageCode: TRANSCRIBE_LANGUAGES[language],
            MediaEncoding: 'pcm',
            MediaSampleRateHertz: wav.sampleRate,
            AudioStream: audioEvents(wav.samples),
          }),
          { abortSignal: abort.signal },
        );
        const text = await finalTranscript(response.TranscriptResultStream);
        // An abort can end the result stream quietly instead of failing it.
        if (abort.signal.aborted) throw abort.signal.reason;
        return { text, language };
      } catch (error) {
        throw new SpeechFailedError(abort.signal.aborted ? abort.signal.reason : error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

async function* audioEvents(samples: Uint8Array): AsyncGenerator<AudioStream> {
  for (let offset = 0; offset < samples.byteLength; offset += CHUNK_BYTES) {
    yield { AudioEvent: { AudioChunk: samples.subarray(offset, offset + CHUNK_BYTES) } };
  }
}

/** The final (non-partial) results' best alternatives, in order; a stream error event throws. */
async function finalTranscript(stream: AsyncIterable<TranscriptResultStream> | undefined): Promise<string> {
  const parts: string[] = [];
  for await (const event of stream ?? []) {
    const failure = event.BadRequestException ?? event.LimitExceededException ?? event.InternalFailureException ?? event.ConflictException ?? event.ServiceUnavailableException;
    if (failure) throw failure;
    for (const result of event.TranscriptEvent?.Transcript?.Results ?? []) {
      const text = result.IsPartial ? undefined : result.Alternatives?.[0]?.Transcript?.trim();
      if (text) parts.push(text);
    }
  }
  return parts.join(' ');
}
