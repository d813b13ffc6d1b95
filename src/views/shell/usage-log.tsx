import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { createUsageLogLogic } from '../../actors/usage-log.actors';
import { useAreaLogic } from '../page-logic-context';

/** Tells the usage log which page the tutor opened (src/actors/usage-log.actors.ts). Renders nothing. */
export function UsageLog() {
  const logger = useActorRef(useAreaLogic(createUsageLogLogic));
  const [path] = useLocation();
  useEffect(() => logger.send({ type: 'page.visited', path }), [logger, path]);
  return null;
}
