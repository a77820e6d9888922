import { encodeWav, SPEECH_SAMPLE_RATE } from './wav-encoder';

/**
 * Records the microphone for voice search. With Web Audio (every current browser) it records
 * 16 kHz mono 16-bit PCM and hands back a WAV, the one format every speech provider takes: Amazon
 * Transcribe streams PCM but not WebM, and a Lambda has no ffmpeg to convert. Only without Web
 * Audio does it fall back to MediaRecorder (webm/opus, ogg or mp4), which the local engine reads.
 *
 * ScriptProcessorNode rather than an AudioWorklet: it is deprecated but everywhere, and a worklet
 * needs its own same-origin module file (the CSP's script-src 'self' refuses a blob: module).
 */
export interface VoiceRecorder {
  /** The type of the recording `stop` resolves with (`audio/wav`, or MediaRecorder's). */
  readonly mimeType: string;
  /** Ends the recording; rejects when nothing usable was recorded. The stream stays the caller's to release. */
  stop(): Promise<Blob>;
  /** Ends the recording and drops it. */
  cancel(): void;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** Whether this browser can record voice at all (microphone access, and Web Audio or MediaRecorder). */
export function canRecordVoice(): boolean {
  const mediaDevices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  return typeof mediaDevices?.getUserMedia === 'function' && (audioContextClass() !== undefined || typeof MediaRecorder !== 'undefined');
}

/** A recorder made ready before the microphone opens; `start` records the stream, `discard` drops it unused. */
export interface PreparedVoiceRecorder {
  /** Starts recording `stream`. `onInterrupted` is called if the recording ends by itself (a recorder error). */
  start(stream: MediaStream, onInterrupted: () => void): VoiceRecorder;
  discard(): void;
}

/**
 * Call on the click, before asking for the microphone: the audio context is made and started here,
 * inside the click (Safari lets a context start only from a user gesture) and before the microphone
 * opens, so recording begins the moment the stream arrives. Started after, the context's start-up
 * (over a second on a loaded machine) was time with the microphone open and nothing recorded.
 */
export async function prepareVoiceRecorder(): Promise<PreparedVoiceRecorder> {
  const Context = audioContextClass();
  if (!Context) return { start: startMediaRecorder, discard: () => undefined };
  const context = new Context({ sampleRate: SPEECH_SAMPLE_RATE });
  try {
    await context.resume();
  } catch (error) {
    void context.close();
    throw error;
  }
  let used = false;
  return {
    start: (stream) => {
      used = true;
      return startPcmRecorder(Context, context, stream);
    },
    discard: () => {
      if (!used) void context.close();
    },
  };
}

function startPcmRecorder(Context: AudioContextClass, prepared: AudioContext, stream: MediaStream): VoiceRecorder {
  let context = prepared;
  let source: MediaStreamAudioSourceNode;
  try {
    source = context.createMediaStreamSource(stream);
  } catch {
    // Browsers that cannot resample a microphone into a 16 kHz context: record at the device rate, encodeWav downsamples.
    void context.close();
    context = new Context();
    void context.resume();
    source = context.createMediaStreamSource(stream);
  }
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunks: Float32Array[] = [];
  processor.onaudioprocess = (event) => chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  // A processor only runs when connected onwards; it writes nothing, so the page stays silent.
  processor.connect(context.destination);
  const finish = () => {
    processor.onaudioprocess = null;
    source.disconnect();
    processor.disconnect();
    void context.close();
  };
  return {
    mimeType: 'audio/wav',
    stop: () => {
      finish();
      return Promise.resolve(new Blob([encodeWav(chunks, context.sampleRate)], { type: 'audio/wav' }));
    },
    cancel: finish,
  };
}

/** MediaRecorder formats in order of preference: Opus in WebM (Chrome, Firefox, Edge), then Ogg, then MP4 (Safari). */
const PREFERRED_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg', 'audio/mp4'];

function startMediaRecorder(stream: MediaStream, onInterrupted: () => void): VoiceRecorder {
  const preferred = PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, preferred ? { mimeType: preferred } : undefined);
  const chunks: Blob[] = [];
  let failed = false;
  let stopping = false;
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onerror = () => {
    failed = true;
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => {
      resolve();
      if (!stopping) onInterrupted();
    };
  });
  recorder.start();
  const type = () => recorder.mimeType || chunks[0]?.type || 'audio/webm';
  return {
    get mimeType() {
      return type();
    },
    async stop() {
      stopping = true;
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      if (failed) throw new Error('MediaRecorder failed');
      return new Blob(chunks, { type: type() });
    },
    cancel() {
      stopping = true;
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
