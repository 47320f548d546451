import { Router } from 'express';
import { operation } from '../../lib/operation';
import type { Sequelize } from 'sequelize';
import { publicPartners } from '../../services/partners/public';

/** GET /api/partners → { data: [{ id, name, logoUrl, link }] }: active partners in footer order. */
export function partnersRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get('/', operation("Lists the platform's partners.", 'PublicPartnerList'), async (_req, res) => {
    const partners = await publicPartners(sequelize);
    // Revalidated on every use (cheap with the ETag) so a logo an admin adds shows at once.
    res.set('Cache-Control', 'no-cache').json({
      data: partners.map((p) => ({ id: p.id, name: p.name, logoUrl: p.logoUrl, link: p.link })),
    });
  });
  return router;
}
