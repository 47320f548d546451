import { QueryTypes } from 'sequelize';
import { organizationAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent, createApprovedVisit } from '../../test/events';

describe('event fixtures', () => {
  const ctx = useTestApp();

  it('insert an approved event and a visit offer with their sessions', async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [3, 4] });
    expect(sessionIds).toHaveLength(2);
    const [row] = await ctx.db.sequelize.query<{ moderation: string; search_text: string }>(
      'SELECT moderation, search_text FROM events WHERE id = $1',
      { bind: [eventId], type: QueryTypes.SELECT },
    );
    expect(row).toMatchObject({ moderation: 'approved', search_text: expect.stringContaining('subbotnik') });
    const visit = await createApprovedVisit(ctx.db, org.organizationId!);
    expect(visit.sessionIds).toHaveLength(1);
  });
});
