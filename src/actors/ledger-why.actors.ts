import { fromPromise } from 'xstate';
import { LEDGER_PAGE_SIZE, type LedgerEntriesPage, type LedgerEntriesQuery } from '../domain/ledger-view';
import type { LoadEntriesInput } from '../machines/ledger-why.types';
import type { ShellApi } from './shell-api';

/** The "why" view's actors over the API (POST /api/Ledger/Entries, this month). */
export function ledgerWhyActors(api: ShellApi) {
  return {
    'load entries': fromPromise<LedgerEntriesPage, LoadEntriesInput>(async ({ input, signal }) =>
      api.post<LedgerEntriesPage>(
        '/api/Ledger/Entries',
        {
          account: input.account,
          pageIndex: input.pageIndex,
          pageSize: LEDGER_PAGE_SIZE,
        } satisfies LedgerEntriesQuery,
        undefined,
        { signal },
      ),
    ),
  };
}
