import type { Kysely } from 'kysely';
import { ErrorCode } from '../../src/domain/error-codes';
import { providerDay } from '../../src/domain/provider-time';
import {
  StaffContentMessages,
  contentDraftError,
  isRunning,
  normalizedDraft,
  type ContentDraft,
  type ContentItem,
  type ContentKind,
  type ContentListItem,
  type ContentPage,
} from '../../src/domain/staff-content';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { appendAudit } from '../repositories/audit-log.repository';
import { deleteContent, findContent, insertContent, listContent, updateContent } from '../repositories/staff-content.repository';
import type { Clock } from '../services/clock';

/**
 * Staff publish bulletins, banners and layout notices (issue 21, Content). A draft is checked by
 * the same rule the console checks with; every change is audited in its transaction with the
 * item before and after, so the audit log shows what tutors saw and when it changed.
 */

export interface StaffContentDeps {
  db: Kysely<Database>;
  clock: Clock;
  providerTimeZone: string;
}

const notFound = () => new ApiFailure(ErrorCode.NotFound, StaffContentMessages.notFound, 404);

function withRunning(deps: StaffContentDeps, items: ContentItem[]): ContentListItem[] {
  const now = deps.clock.now();
  const today = providerDay(now.getTime(), deps.providerTimeZone).date;
  return items.map((item) => ({ ...item, Running: isRunning(item, now, today) }));
}

export async function contentPage(deps: StaffContentDeps, kind: ContentKind, pageIndex: number, pageSize: number): Promise<ContentPage> {
  const { items, total } = await listContent(deps.db, kind, { offset: (pageIndex - 1) * pageSize, limit: pageSize });
  return { Items: withRunning(deps, items), Total: total };
}

/** Creates (no Id) or changes (with Id) an item; answers it as saved and whether it was new. */
export async function saveContent(deps: StaffContentDeps, staffId: number, draft: ContentDraft): Promise<{ item: ContentListItem; created: boolean }> {
  const problem = contentDraftError(draft);
  if (problem) throw new ApiFailure(ErrorCode.Failed, problem);
  const values = normalizedDraft(draft);
  const at = deps.clock.now().toISOString();
  const saved = await deps.db.transaction().execute(async (trx) => {
    if (values.Id === undefined) {
      const id = await insertContent(trx, values, at);
      const item = (await findContent(trx, values.Kind, id))!;
      await appendAudit(trx, { actorId: staffId, action: 'content.create', subjectType: values.Kind, subjectId: id, before: null, after: item, at });
      return { item, created: true };
    }
    const before = await findContent(trx, values.Kind, values.Id);
    if (!before || !(await updateContent(trx, values.Id, values, at))) throw notFound();
    const item = (await findContent(trx, values.Kind, values.Id))!;
    await appendAudit(trx, { actorId: staffId, action: 'content.update', subjectType: values.Kind, subjectId: values.Id, before, after: item, at });
    return { item, created: false };
  });
  return { item: withRunning(deps, [saved.item])[0]!, created: saved.created };
}

/** Deletes an item; the audit keeps what it was. */
export async function removeContent(deps: StaffContentDeps, staffId: number, kind: ContentKind, id: number): Promise<void> {
  const at = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await findContent(trx, kind, id);
    if (!before || !(await deleteContent(trx, kind, id))) throw notFound();
    await appendAudit(trx, { actorId: staffId, action: 'content.delete', subjectType: kind, subjectId: id, before, after: null, at });
  });
}
