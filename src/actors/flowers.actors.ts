import { fromPromise } from 'xstate';
import { FLOWER_RECORDS_PAGE_SIZE, type FlowerBalance, type FlowerRecordPage, type ObtainedFlowerRecord, type UsedFlowerRecord } from '../domain/flowers';
import { flowerExchangeMachine, type ExchangeResult } from '../machines/flower-exchange.machine';
import { flowersPageMachine, type FlowersOverview } from '../machines/flowers-page.machine';
import type { PageDeps } from './page-logic';

/** /flowers with its real calls: the balance and both record pages at once, and ExchangeCash. */
export function createFlowersLogic(deps: PageDeps) {
  const exchangeDialog = flowerExchangeMachine.provide({
    actors: {
      exchangeCash: fromPromise<ExchangeResult, { flowersCount: number; remark: string }>(async ({ input }) => {
        const answer = await deps.api.postWithMessage<FlowerBalance>('/api/teachInfo/ExchangeCash', input);
        return { balance: answer.body, message: answer.message };
      }),
    },
  });
  return flowersPageMachine.provide({
    actors: {
      exchangeDialog,
      loadOverview: fromPromise<FlowersOverview, { usedPage: number; obtainedPage: number }>(async ({ input, signal }) => {
        const page = (pageIndex: number) => ({ pageIndex, pageSize: FLOWER_RECORDS_PAGE_SIZE });
        const [balance, used, obtained] = await Promise.all([
          deps.api.post<FlowerBalance>('/api/teachInfo/FlowerBalance', undefined, undefined, { signal }),
          deps.api.post<FlowerRecordPage<UsedFlowerRecord>>('/api/teachInfo/TeachAcUseRecord', page(input.usedPage), undefined, { signal }),
          deps.api.post<FlowerRecordPage<ObtainedFlowerRecord>>('/api/teachInfo/TeachAcRecord', page(input.obtainedPage), undefined, { signal }),
        ]);
        return { balance, used, obtained };
      }),
    },
  });
}
