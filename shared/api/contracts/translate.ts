import { defineRoute } from '../contract';
import { languageDetectionSchema, translateRequestSchema } from '../translate';

export const translateSearch = defineRoute({
  method: 'POST',
  path: '/search/translate',
  auth: 'user',
  summary: 'Detect language, translate, extract dietary info',
  request: { body: translateRequestSchema },
  response: languageDetectionSchema,
});
