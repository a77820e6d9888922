import { defineRoute } from '../contract';
import { speechStatusSchema, transcribeRequestSchema, transcribeResponseSchema } from '../speech';

export const getSpeechStatus = defineRoute({
  method: 'GET',
  path: '/speech/status',
  auth: 'user',
  summary: 'Whether voice input is available, and the recording limits',
  response: speechStatusSchema,
});

export const transcribeSpeech = defineRoute({
  method: 'POST',
  path: '/speech/transcribe',
  auth: 'user',
  summary: 'Transcribe a short voice recording (webm, ogg, mp4, wav)',
  request: { body: transcribeRequestSchema },
  response: transcribeResponseSchema,
});
