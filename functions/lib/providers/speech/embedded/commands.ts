import type { SpeechMimeType } from '../../../../../shared/api/speech';

/**
 * The two child processes of the embedded engine, as pure argument builders and output parsers:
 * ffmpeg turns the browser's recording into what pocketsphinx's acoustic model was trained on
 * (16 kHz, mono, signed 16-bit WAV), then pocketsphinx_continuous decodes it with the food grammar.
 */

/** File name extension ffmpeg probes the container from (it also sniffs the content). */
export function inputExtension(mimeType: SpeechMimeType): string {
  return { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a', 'audio/wav': 'wav' }[mimeType];
}

export function ffmpegArgs(input: string, output: string, maxSeconds: number): string[] {
  return [
    '-nostdin', // never wait on a terminal
    '-hide_banner',
    '-loglevel', 'error',
    '-i', input,
    '-t', String(maxSeconds),
    '-vn', // a webm may carry video; drop it
    '-ac', '1',
    '-ar', '16000',
    '-sample_fmt', 's16',
    '-f', 'wav',
    '-y', output,
  ];
}

export interface PocketsphinxFiles {
  wav: string;
  /** Acoustic model folder (`.../model/en-us/en-us`). */
  acousticModel: string;
  grammar: string;
  dictionary: string;
  log: string;
}

/**
 * Word insertion penalty 1e-3 (default 0.65): with a grammar, the default lets short words ("a",
 * "eat", "to") creep in between real ones; 1e-3 scored best of 0.65, 1e-2, 1e-3, 1e-4 on the test
 * phrases.
 */
export const WORD_INSERTION_PENALTY = '1e-3';

export function pocketsphinxArgs(files: PocketsphinxFiles): string[] {
  return [
    '-infile', files.wav,
    '-hmm', files.acousticModel,
    '-jsgf', files.grammar,
    '-dict', files.dictionary,
    '-wip', WORD_INSERTION_PENALTY,
    '-logfn', files.log,
  ];
}

/**
 * pocketsphinx_continuous prints one hypothesis line per utterance (it splits at pauses). Joined,
 * with fillers (`<sil>`, `[NOISE]`, `(NULL)`) and alternate-pronunciation marks (`wheat(2)`) removed.
 */
export function parseHypothesis(stdout: string): string {
  return stdout
    .split(/\s+/)
    .filter((token) => token !== '' && !/^[<[(].*[>\])]$/.test(token))
    .map((token) => token.replace(/\(\d+\)$/, ''))
    .join(' ');
}
