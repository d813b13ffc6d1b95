import type { Migration } from 'kysely';
import * as foundation from './0001-foundation';
import * as messages from './0002-messages';
import * as uploads from './0003-uploads';
import * as shell from './0004-shell';
import * as signIn from './0005-sign-in';
import * as classes from './0006-classes';
import * as jobLeases from './0008-job-leases';
import * as im from './0009-im';
import * as records from './0010-records';
import * as classTable from './0011-class-table';
import * as schedule from './0012-schedule';
import * as ledger from './0013-ledger';
import * as growth from './0014-growth';
import * as money from './0015-money';
import * as ledgerFigures from './0016-ledger-figures';
import * as classDetail from './0017-class-detail';
import * as voices from './0018-voices';
import * as growthCentre from './0019-growth-centre';
import * as serviceFee from './0020-service-fee';
import * as training from './0021-training';
import * as recordsMore from './0022-records-more';
import * as widgets from './0024-widgets';
import * as trainingMore from './0025-training-more';
import * as staffConsole from './0027-staff-console';
import * as voicesMore from './0028-voices-more';
import * as widgetsMore from './0030-widgets-more';
import * as aiChat from './0031-ai-chat';
import * as teacherTasks from './0032-teacher-tasks';
import * as trainingResources from './0033-training-resources';
import * as growthRankings from './0034-growth-rankings';
import * as widgetsNotices from './0035-widgets-notices';
import * as staffOffice from './0036-staff-office';
import * as staffBookings from './0040-staff-bookings';
import * as trainingContent from './0042-training-content';
import * as staffMenuAssistant from './0043-staff-menu-assistant';
import * as staffReviews from './0044-staff-reviews';
import * as staffAudits from './0039-staff-audits';
import * as growthBoards from './0038-growth-boards';
import * as widgetDialogs from './0037-widget-dialogs';

/** Every migration, by name; the name orders them. Each area adds one line. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-messages': messages,
  '0003-uploads': uploads,
  '0004-shell': shell,
  '0005-sign-in': signIn,
  '0006-classes': classes,
  '0008-job-leases': jobLeases,
  '0009-im': im,
  '0010-records': records,
  '0011-class-table': classTable,
  '0012-schedule': schedule,
  '0013-ledger': ledger,
  '0014-growth': growth,
  '0015-money': money,
  '0016-ledger-figures': ledgerFigures,
  '0017-class-detail': classDetail,
  '0018-voices': voices,
  '0019-growth-centre': growthCentre,
  '0020-service-fee': serviceFee,
  '0021-training': training,
  '0022-records-more': recordsMore,
  '0024-widgets': widgets,
  '0025-training-more': trainingMore,
  '0027-staff-console': staffConsole,
  '0028-voices-more': voicesMore,
  '0030-widgets-more': widgetsMore,
  '0031-ai-chat': aiChat,
  '0032-teacher-tasks': teacherTasks,
  '0033-training-resources': trainingResources,
  '0034-growth-rankings': growthRankings,
  '0035-widgets-notices': widgetsNotices,
  '0036-staff-office': staffOffice,
  '0037-widget-dialogs': widgetDialogs,
  '0038-growth-boards': growthBoards,
  '0039-staff-audits': staffAudits,
  '0040-staff-bookings': staffBookings,
  '0042-training-content': trainingContent,
  '0043-staff-menu-assistant': staffMenuAssistant,
  '0044-staff-reviews': staffReviews,
};
