import type { RequestHandler } from 'express';
import { isLocale, pickLocale, type Locale } from '@hashar/common';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Language of the answer: ?locale=, else Accept-Language, else ru. */
      locale: Locale;
    }
  }
}

/** Sets req.locale from ?locale= or Accept-Language (DESIGN.md §5). */
export const detectLocale: RequestHandler = (req, _res, next) => {
  const query = req.query['locale'];
  req.locale = isLocale(query) ? query : pickLocale(req.get('accept-language'));
  next();
};
