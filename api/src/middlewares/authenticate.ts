import type { RequestHandler } from 'express';
import { Passport } from 'passport';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import type { Sequelize } from 'sequelize';
import type { Action, Role } from '@hashar/common';
import { Forbidden, Unauthorized } from '../errors';
import { allows, type AuthUser } from '../policies';
import { JWT_ALGORITHM, secretKeyOf, type AccessClaims } from '../services/accounts/accessTokens';
import { run } from '../lists';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AuthUser {}
  }
}

interface AuthRow {
  id: number;
  role: Role;
  token_version: number;
  is_active: boolean;
  is_blocked: boolean;
  is_news_editor: boolean;
  is_probono: boolean;
  leads_active_group: boolean;
  organization_id: number | null;
  led_group_ids: number[];
  revoked: boolean;
}

/** One query: the user, the facts policies need, and whether this token was logged out. */
const AUTH_QUERY = `
  SELECT u.id, u.role, u.token_version, u.is_active, u.is_blocked, u.is_news_editor,
         COALESCE(vp.is_probono, false) AS is_probono,
         EXISTS (SELECT 1 FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
                  WHERE m.user_id = u.id AND m.role IN ('leader', 'coleader') AND g.status > 0) AS leads_active_group,
         (SELECT s.organization_id FROM organization_staff s WHERE s.user_id = u.id
           ORDER BY s.created_at, s.organization_id LIMIT 1) AS organization_id,
         ARRAY(SELECT m.group_id FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
                WHERE m.user_id = u.id AND m.role IN ('leader', 'coleader') AND g.status > 0 ORDER BY m.created_at, m.group_id) AS led_group_ids,
         EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $2) AS revoked
    FROM users u LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id
   WHERE u.id = $1`;

/**
 * Builds the `authenticate` middleware: a Bearer JWT (HS256 only) whose user exists, is
 * active and not blocked, whose token version is current and which was not logged out.
 */
export function createAuthenticate(
  sequelize: Sequelize,
  secret: string,
): { authenticate: RequestHandler; optionalAuthenticate: RequestHandler } {
  const passport = new Passport();
  passport.use(
    new JwtStrategy(
      {
        jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
        // passport-jwt hands the key to jsonwebtoken untouched, which takes a key object (its types say string or Buffer).
        secretOrKey: secretKeyOf(secret) as unknown as Buffer,
        algorithms: [JWT_ALGORITHM],
      },
      (claims: AccessClaims, done: (err: unknown, user?: AuthUser | false) => void) => {
        const id = Number(claims.sub);
        // A token must expire (jsonwebtoken accepts one without `exp`) and name a real row id.
        if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647 || typeof claims.jti !== 'string' || typeof claims.exp !== 'number') {
          return done(null, false);
        }
        run<AuthRow>(sequelize, AUTH_QUERY, [id, claims.jti])
          .then(([row]) => {
            if (!row || row.revoked || !row.is_active || row.is_blocked || row.token_version !== claims.ver) {
              return done(null, false);
            }
            done(null, {
              id: row.id,
              role: row.role,
              isProbono: row.is_probono,
              leadsActiveGroup: row.leads_active_group,
              organizationId: row.organization_id,
              ledGroupIds: row.led_group_ids,
              isNewsEditor: row.is_news_editor,
              tokenId: claims.jti,
              tokenExp: claims.exp,
            });
          })
          .catch(done);
      },
    ),
  );
  const authenticate: RequestHandler = (req, res, next) => {
    passport.authenticate('jwt', { session: false }, (err: unknown, user: AuthUser | false) => {
      if (err) return next(err);
      if (!user) return next(Unauthorized());
      req.user = user;
      next();
    })(req, res, next);
  };
  // Public pages: anonymous without a Bearer header; with one, it must be valid (401 otherwise).
  const optionalAuthenticate: RequestHandler = (req, res, next) => (req.headers.authorization ? authenticate(req, res, next) : next());
  return { authenticate, optionalAuthenticate };
}

/** `can(action)`: 403 unless the authenticated user may perform the action. */
export function can(action: Action): RequestHandler {
  return (req, _res, next) => next(allows(req.user, action) ? undefined : Forbidden());
}
