import { fromPromise } from 'xstate';
import {
  SERVICE_FEE_PAGE_SIZE,
  STATEMENT_PAGE_SIZE,
  ServiceFeeTab,
  type CompletedClassesPage,
  type ConfirmPaymentAccountRequest,
  type HistoryRemark,
  type Paged,
  type PaymentAccount,
  type PaymentRecord,
  type Payslip,
  type PeriodTotal,
  type Statement,
} from '../domain/service-fee';
import { paymentAccountMachine, type AccountConfirmation } from '../machines/payment-account.machine';
import { serviceFeePageMachine } from '../machines/service-fee-page.machine';
import type { LoadRequest, ServiceFeeData } from '../machines/service-fee-page.types';
import { base64Bytes, saveFile } from '../services/file-save';
import type { PageDeps } from './page-logic';

/** /serviceFee with its real calls: each tab's data, the payslip download and the account dialog. */
export function createServiceFeeLogic(deps: PageDeps) {
  const { api } = deps;
  const periodBody = (period: string | null) => (period ? { Period: period } : {});
  const accountDialog = paymentAccountMachine.provide({
    actors: {
      sendCode: fromPromise<string, void>(async () => (await api.postWithMessage<boolean>('/api/ServiceFee/SendPaymentAccountCode')).message),
      confirmAccount: fromPromise<AccountConfirmation, { method: string; account: string; holderName: string; code: string; acceptTerms: boolean }>(
        async ({ input }) => {
          const answer = await api.postWithMessage<PaymentAccount>('/api/ServiceFee/ConfirmPaymentAccount', {
            Method: input.method,
            Account: input.account,
            HolderName: input.holderName,
            Code: input.code,
            AcceptTerms: input.acceptTerms,
          } satisfies ConfirmPaymentAccountRequest);
          return { account: answer.body, message: answer.message };
        },
      ),
    },
  });
  return serviceFeePageMachine.provide({
    actors: {
      accountDialog,
      loadTab: fromPromise<ServiceFeeData, LoadRequest>(async ({ input, signal }) => {
        const options = { signal };
        const page = { pageIndex: input.pageIndex, pageSize: SERVICE_FEE_PAGE_SIZE };
        const account = () => api.post<PaymentAccount>('/api/ServiceFee/PaymentAccount', undefined, undefined, options);
        switch (input.tab) {
          case ServiceFeeTab.completedClasses:
            return {
              classes: await api.post<CompletedClassesPage>('/api/ServiceFee/CompletedClasses', { ...periodBody(input.period), ...page }, undefined, options),
              chart: await api.post<PeriodTotal[]>('/api/ServiceFee/PeriodTotals', undefined, undefined, options),
            };
          case ServiceFeeTab.paymentRecord: {
            const [records, acc] = await Promise.all([api.post<Paged<PaymentRecord>>('/api/ServiceFee/PaymentRecords', page, undefined, options), account()]);
            return { records, account: acc };
          }
          case ServiceFeeTab.historyRemarks:
            return { remarks: await api.post<Paged<HistoryRemark>>('/api/ServiceFee/HistoryRemarks', page, undefined, options) };
          default: {
            const [statement, chart, acc] = await Promise.all([
              api.post<Statement>(
                '/api/ServiceFee/Statement',
                { ...periodBody(input.period), pageIndex: input.pageIndex, pageSize: STATEMENT_PAGE_SIZE },
                undefined,
                options,
              ),
              api.post<PeriodTotal[]>('/api/ServiceFee/PeriodTotals', undefined, undefined, options),
              account(),
            ]);
            return { statement, chart, account: acc };
          }
        }
      }),
      downloadPayslip: fromPromise<void, { period: string | null }>(async ({ input, signal }) => {
        const slip = await api.post<Payslip>('/api/ServiceFee/Payslip', periodBody(input.period), undefined, {
          signal,
        });
        saveFile(slip.FileName, base64Bytes(slip.Base64), slip.ContentType);
      }),
    },
  });
}
