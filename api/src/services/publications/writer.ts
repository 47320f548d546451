import {
  canModerate,
  isNoticeKind,
  NOTICE_TRANSITIONS,
  validationMessage,
  type Locale,
  type NoticeState,
  type PublicationInput,
  type PublicationPhoto,
} from '@hashar/common';
import type { Transaction } from 'sequelize';
import { HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { run } from '../../lists';
import { Publication } from '../../models';
import { allows, type AuthUser } from '../../policies';
import { assertManages, mayManage, type Owner } from '../../policies/ownership';
import { claimUploads } from '../../storage/records';
import { recordAudit } from '../audit';
import { sendBack, submit } from '../moderation';
import type { NotifyDeps } from '../notify';
import { PUBLICATIONS_RESOURCE, tellModerators } from './moderation';

/**
 * A checked PublicationInput (routes/posts/validators.ts): texts trimmed, bodies sanitised,
 * `lastSeenAt` an ISO instant, cover and photos upload keys.
 */
export type CheckedInput = PublicationInput;

/** Who writes: the account, and the owner a new publication gets (policies/ownership.ts ownerFor). */
export interface Writer {
  user: AuthUser;
  owner: Owner;
  locale: Locale;
}

const orNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

/**
 * The row locked for a change by one who manages it, or by an admin in the back office (`admin`);
 * 404 otherwise (others' publications do not exist for them).
 */
async function lockForChange(id: number, user: AuthUser, admin: boolean, t: Transaction): Promise<Publication> {
  const record = await Publication.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
  if (!record) throw NotFound();
  if (admin) return record;
  assertManages(user, record);
  return record;
}

/** What the audit keeps of a publication (its search text left out). */
const auditable = (record: Publication) => {
  const { searchText: _, ...rest } = record.get({ plain: true });
  return rest;
};

/** How a change is made: by those who manage it (moderation moves follow) or by an admin in the back office (audited, the state stays). */
export interface ChangeOptions {
  admin?: boolean;
}

/** Upload keys of the images in a sanitised body (sanitizeRichText keeps only /uploads/ images). */
const bodyImages = (html: string | null | undefined): string[] =>
  [...(html ?? '').matchAll(/<img[^>]*\ssrc="\/uploads\/(?<key>[^"]+)"/g)].flatMap((m) => m.groups?.['key'] ?? []);

/** Every upload a publication points at: cover, photos and the images of both bodies. */
const uploadsOf = (p: { cover?: string | null; photos?: { url: string }[] | null; bodyRu: string; bodyUz?: string | null }) => ({
  cover: p.cover ? [p.cover] : [],
  photos: (p.photos ?? []).map((x) => x.url),
  bodyRu: bodyImages(p.bodyRu),
  bodyUz: bodyImages(p.bodyUz),
});

/**
 * Checks the region and the uploads an input points at (400 per field): uploads the publication
 * already has stay; a new one (cover, photo or an image in a body) must be the writer's own upload
 * (it is then marked attached, so the orphan sweep keeps it).
 */
async function checkReferences(
  deps: NotifyDeps,
  input: CheckedInput,
  w: Omit<Writer, 'owner'>,
  current: Publication | null,
  t: Transaction,
) {
  const fields: Record<string, string> = {};
  if (input.regionId !== undefined && input.regionId !== null) {
    const [region] = await run(deps.sequelize, 'SELECT 1 FROM regions WHERE id = $1', [input.regionId], t);
    if (!region) fields['regionId'] = validationMessage(w.locale, 'region');
  }
  const kept = new Set(current ? Object.values(uploadsOf(current)).flat() : []);
  const wanted = uploadsOf(input);
  const fresh = Object.values(wanted)
    .flat()
    .filter((k) => !kept.has(k));
  const refused = await claimUploads(deps.sequelize, fresh, { userId: w.user.id, organizationId: w.user.organizationId }, t);
  for (const [field, keys] of Object.entries(wanted)) {
    const bad = keys.find((k) => refused.has(k));
    if (bad) fields[field] = translate(w.locale, refused.get(bad) === 'not_yours' ? 'upload_not_yours' : 'upload_unknown');
  }
  if (Object.keys(fields).length) throw Validation(fields);
}

/** The columns an input sets (notice fields only for notices; a story's are ignored). */
function columnsOf(input: CheckedInput) {
  const notice = isNoticeKind(input.kind);
  const photos: PublicationPhoto[] = (input.photos ?? []).map((p) => ({ url: p.url, ...(p.alt ? { alt: p.alt } : {}) }));
  const values = {
    titleRu: input.titleRu,
    titleUz: orNull(input.titleUz),
    bodyRu: input.bodyRu,
    bodyUz: orNull(input.bodyUz),
    cover: input.cover ?? null,
    photos,
    regionId: input.regionId ?? null,
    tags: [...new Set(input.tags ?? [])],
    subject: notice ? orNull(input.subject) : null,
    lastSeenPlace: notice ? orNull(input.lastSeenPlace) : null,
    lastSeenAt: notice && input.lastSeenAt ? new Date(input.lastSeenAt) : null,
    contacts: notice ? orNull(input.contacts) : null,
  };
  return values;
}

/** Whether what the public sees (texts, cover, photos) differs. */
function publicTextChanged(record: Publication, next: ReturnType<typeof columnsOf>): boolean {
  return (
    record.titleRu !== next.titleRu ||
    record.titleUz !== next.titleUz ||
    record.bodyRu !== next.bodyRu ||
    record.bodyUz !== next.bodyUz ||
    record.cover !== next.cover ||
    JSON.stringify(record.photos) !== JSON.stringify(next.photos)
  );
}

/** POST /api/my/posts: a new publication of the writer's owner, on moderation (moderators told) or a draft. */
export async function createPublication(deps: NotifyDeps, w: Writer, input: CheckedInput): Promise<number> {
  return deps.sequelize.transaction(async (t) => {
    await checkReferences(deps, input, w, null, t);
    const draft = input.draft === true;
    const record = await Publication.create(
      {
        kind: input.kind,
        ...w.owner,
        createdBy: w.user.id,
        ...columnsOf(input),
        noticeState: isNoticeKind(input.kind) ? 'active' : null,
        moderation: draft ? 'draft' : 'moderation',
        submittedAt: draft ? null : new Date(),
      },
      { transaction: t },
    );
    if (!draft) await tellModerators(deps, record, t);
    return record.id;
  });
}

/**
 * PUT /api/my/posts/:id (those who manage it). The kind cannot change (400). An approved one whose
 * texts, cover or photos change goes back to moderation; a draft or a rejected one is sent to
 * moderation unless saved with `draft: true`. Moderators are told of what reaches their queue.
 */
export async function updatePublication(
  deps: NotifyDeps,
  w: Omit<Writer, 'owner'>,
  id: number,
  input: CheckedInput,
  opts: ChangeOptions = {},
): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const record = await lockForChange(id, w.user, opts.admin === true, t);
    if (record.kind !== input.kind) throw Validation({ kind: translate(w.locale, 'post_kind_fixed') });
    await checkReferences(deps, input, w, record, t);
    const next = columnsOf(input);
    const changed = publicTextChanged(record, next);
    const audited = auditable(record);
    await record.update(next, { transaction: t });
    if (opts.admin) {
      await recordAudit(
        { userId: w.user.id, action: 'update', resource: PUBLICATIONS_RESOURCE, recordId: id, before: audited, after: auditable(record) },
        t,
      );
      return;
    }
    const before = record.moderation;
    if (before === 'approved' && changed) await sendBack(record, t);
    else if (canModerate('submit', before) && input.draft !== true) await submit(record, t);
    if (record.moderation === 'moderation' && before !== 'moderation') await tellModerators(deps, record, t);
  });
}

/** DELETE /api/my/posts/:id (those who manage it) and /api/admin/publications/:id (admins, audited), in any state. */
export async function deletePublication(deps: NotifyDeps, user: AuthUser, id: number, opts: ChangeOptions = {}): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const record = await lockForChange(id, user, opts.admin === true, t);
    if (opts.admin) {
      await recordAudit(
        { userId: user.id, action: 'delete', resource: PUBLICATIONS_RESOURCE, recordId: id, before: auditable(record), after: null },
        t,
      );
    }
    await record.destroy({ transaction: t });
  });
}

/**
 * A notice's state (NOTICE_TRANSITIONS): by those who manage it or a moderator (audited when a
 * moderator who does not manage it moves it). 404 for others, 400 for a story, 409 when the move
 * is not allowed (found and closed are final).
 */
export async function setNoticeState(deps: NotifyDeps, user: AuthUser, id: number, state: NoticeState, locale: Locale): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const record = await Publication.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
    const manages = record !== null && mayManage(user, record);
    const moderates = allows(user, 'content.moderate');
    if (!record || (!manages && !moderates)) throw NotFound();
    if (record.noticeState === null)
      throw new HttpError(400, 'bad_request', 'post_not_notice', {}, { state: translate(locale, 'post_not_notice') });
    if (!NOTICE_TRANSITIONS[record.noticeState].includes(state)) throw new HttpError(409, 'conflict', 'post_state_final');
    const before = { noticeState: record.noticeState };
    await record.update({ noticeState: state, stateChangedAt: new Date() }, { transaction: t });
    if (!manages) {
      await recordAudit(
        { userId: user.id, action: 'update', resource: PUBLICATIONS_RESOURCE, recordId: id, before, after: { noticeState: state } },
        t,
      );
    }
  });
}
