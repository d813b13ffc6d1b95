import { fromPromise } from 'xstate';
import { CLASS_DETAIL_LONG_TIMEOUT_MS, RemarkKind, type MaterialList, type MaterialSet, type RemarkView } from '../domain/class-detail';
import { Timeouts } from '../domain/session-constants';
import { classDetailHeaderMachine, type ClassDetailHeader } from '../machines/class-detail-header.machine';
import { classMaterialsMachine } from '../machines/class-materials.machine';
import { classRemarkMachine, type RemarkSubmission } from '../machines/class-remark.machine';
import { isApiError } from '../services/api-errors';
import type { PageDeps } from './page-logic';

const CLASS_TABLE = '/api/ClassTable';

/** The remark call of each form. */
const REMARK_CALLS: Record<RemarkKind, string> = {
  [RemarkKind.class]: 'VipClassRemark',
  [RemarkKind.knowledgePoints]: 'KnowledgePointsClassRemark',
  [RemarkKind.trial]: 'leaveTrailClassRemark',
};

function remarkBody(input: RemarkSubmission) {
  const body: Record<string, unknown> = { CLID: input.clid, Content: input.content };
  if (input.kind === RemarkKind.class && Object.keys(input.ratings).length > 0) body.Ratings = input.ratings;
  if (input.kind === RemarkKind.knowledgePoints) body.Points = [];
  return body as never;
}

/** The class detail page's machines with their calls; failures go to the session's error catalogue. */
export function createClassDetailLogic(deps: Pick<PageDeps, 'api' | 'reportError'>) {
  const reportError = (_: unknown, error: unknown) => {
    if (isApiError(error) && error.kind !== 'aborted') deps.reportError(error);
  };
  const long = { timeout: CLASS_DETAIL_LONG_TIMEOUT_MS };
  return {
    header: classDetailHeaderMachine.provide({
      actors: {
        'load header': fromPromise<ClassDetailHeader, { clid: number }>(({ input, signal }) =>
          deps.api.post<ClassDetailHeader>(`${CLASS_TABLE}/GetClassDetails`, undefined, { clid: input.clid }, { signal, timeout: Timeouts.classDetail }),
        ),
      },
      actions: { reportError },
    }),
    materials: classMaterialsMachine.provide({
      actors: {
        'load materials': fromPromise<MaterialList, { ucid: number; clid: number; isTest: boolean }>(({ input, signal }) =>
          deps.api.post<MaterialList>(`${CLASS_TABLE}/GetTeachingMaterials`, { UCID: input.ucid, isTest: input.isTest, CLID: input.clid }, undefined, { signal }),
        ),
        'set material': fromPromise<MaterialSet, { clid: number; sid: number }>(({ input, signal }) =>
          deps.api.post<MaterialSet>(`${CLASS_TABLE}/SetTeachingMaterials`, { CLID: input.clid, SID: input.sid }, undefined, { signal }),
        ),
        'same materials': fromPromise<MaterialSet, { clid: number; tuid: number; uid: number; classTime: string }>(({ input, signal }) =>
          deps.api.post<MaterialSet>(`${CLASS_TABLE}/SumbitTheSameMaterials`, input, undefined, { signal }),
        ),
      },
      actions: { reportError },
    }),
    remark: classRemarkMachine.provide({
      actors: {
        'load remarks': fromPromise<RemarkView[], { clid: number }>(({ input, signal }) =>
          deps.api.post<RemarkView[]>(`${CLASS_TABLE}/GetClassRemark`, undefined, { clid: input.clid }, { signal }),
        ),
        'submit remark': fromPromise<RemarkView, RemarkSubmission>(({ input, signal }) =>
          deps.api.post<RemarkView>(`${CLASS_TABLE}/${REMARK_CALLS[input.kind]}`, remarkBody(input), undefined, { signal, ...long }),
        ),
        'save later': fromPromise<RemarkView, RemarkSubmission>(({ input, signal }) =>
          deps.api.post<RemarkView>(`${CLASS_TABLE}/SumbitClassMomoLater`, { CLID: input.clid, Kind: input.kind, Content: input.content }, undefined, { signal, ...long }),
        ),
      },
    }),
  };
}
