import type { ActorRefFrom } from 'xstate';
import type { serviceFeePageMachine } from '../../../machines/service-fee-page.machine';

export type ServiceFeeActor = ActorRefFrom<typeof serviceFeePageMachine>;
