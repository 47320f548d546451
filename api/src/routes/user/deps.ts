import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { AccountActionResponse } from '@hashar/common';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { translate } from '../../i18n';
import type { Mailer } from '../../mail/types';
import type { LoginFailures } from '../../ratelimit';
import type { FileStorage } from '../../storage';

/** What the account routes need from the app. */
export interface UserRouteDeps {
  config: Config;
  sequelize: Sequelize;
  mailer: Mailer;
  storage: FileStorage;
  authenticate: RequestHandler;
  captcha: { verify(token: unknown, remoteIp?: string): Promise<boolean> };
  limits: {
    login: RequestHandler;
    registration: RequestHandler;
    validate: RequestHandler;
    forgot: RequestHandler;
    confirm: RequestHandler;
    loginFailures: LoginFailures;
  };
}

/** The spec's registration failure shape: {error: 1, msg, fields} with the fitting status. */
export const spec1ErrorShape: ErrorRequestHandler = (err, req, res, next) => {
  if (!(err instanceof HttpError)) return next(err);
  const body: AccountActionResponse = { error: 1, msg: translate(req.locale, err.messageKey, err.params), fields: err.fields ?? {} };
  res.status(err.status).json(body);
};
