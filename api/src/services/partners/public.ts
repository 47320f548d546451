import type { HomeDto } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';

/** A partner as the footer shows it. */
type PublicPartner = HomeDto['partners'][number];

/** Active partners in footer order: GET /api/partners and the home page. */
export const publicPartners = (sequelize: Sequelize): Promise<PublicPartner[]> =>
  run<PublicPartner>(sequelize, 'SELECT id, name, logo_url AS "logoUrl", link FROM partners WHERE is_active ORDER BY sort_order, id', []);
