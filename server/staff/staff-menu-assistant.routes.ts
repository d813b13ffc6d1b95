import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaffAssistantMessages } from '../../src/domain/staff-assistant';
import { StaffMenuMessages } from '../../src/domain/staff-menu';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import { assistantSettings, saveAssistantSettings, saveMenuItem, staffMenu } from './staff-menu-assistant.service';
import {
  AssistantSettingsSchema,
  SaveAssistantSettingsBody,
  SaveMenuItemBody,
  StaffMenuItemSchema,
  StaffMenuSchema,
} from '../../src/domain/api/staff-menu-assistant.schemas';

const tags = ['staff'];
const staff = { auth: 'staff' as const };

/** Staff edit the sidebar menu and the assistant's settings (issue 21, Content). Staff only; every change audited. */
const staffMenuAssistantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, config: app.config };

  app.get(
    '/api/Staff/Menu',
    {
      config: staff,
      schema: {
        tags,
        description: 'Every menu entry, sidebar (type 0) and not, in order, with the address tutors open.',
        response: envelopeResponses(StaffMenuSchema),
      },
    },
    async () => ok(await staffMenu(deps)),
  );

  app.post(
    '/api/Staff/SaveMenuItem',
    {
      config: staff,
      schema: {
        tags,
        description: 'Adds a sidebar entry (no Id) or changes one: title, icon, path (a portal route or an https link), order, shown, tutor group; audited.',
        body: SaveMenuItemBody,
        response: envelopeResponses(StaffMenuItemSchema),
      },
    },
    async (request) => {
      const { item, created } = await saveMenuItem(deps, requireUser(request).userId, request.body);
      return ok(item, created ? StaffMenuMessages.created : StaffMenuMessages.updated);
    },
  );

  app.get(
    '/api/Staff/AssistantSettings',
    {
      config: staff,
      schema: {
        tags,
        description:
          'The assistant’s settings in force, their defaults, which are stored, and whether the endpoint and its key are configured (never the key).',
        response: envelopeResponses(AssistantSettingsSchema),
      },
    },
    async () => ok(await assistantSettings(deps)),
  );

  app.post(
    '/api/Staff/SaveAssistantSettings',
    {
      config: staff,
      schema: {
        tags,
        description: 'Stores the settings given (null: back to the default); the assistant uses them from the next request; audited.',
        body: SaveAssistantSettingsBody,
        response: envelopeResponses(AssistantSettingsSchema),
      },
    },
    async (request) => ok(await saveAssistantSettings(deps, requireUser(request).userId, request.body), StaffAssistantMessages.saved),
  );
};

export default staffMenuAssistantRoutes;
