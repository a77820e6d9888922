import * as api from '../../shared/api/contracts';
import { createHttpHandler } from '../lib/http/http-handler';
import { implement } from '../lib/http/route';
import { defaultTranslate } from '../lib/providers/translate/translate';
import { detectAndTranslate } from '../lib/services/places/search-translate-service';

export const handler = createHttpHandler('search-translate', {
  routes: [implement(api.translateSearch, ({ body, logger }) => detectAndTranslate({ translate: defaultTranslate, logger }, body))],
});
