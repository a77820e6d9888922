import { translateRequestSchema } from '../../shared/api/translate';
import { createHttpHandler } from '../lib/http/http-handler';
import { userRoute } from '../lib/http/route';
import { defaultTranslate } from '../lib/providers/translate/translate';
import { detectAndTranslate } from '../lib/services/search-translate-service';

export const handler = createHttpHandler('search-translate', {
  routes: {
    'POST /search/translate': userRoute({ body: translateRequestSchema }, ({ body, logger }) =>
      detectAndTranslate({ translate: defaultTranslate, logger }, body),
    ),
  },
});
