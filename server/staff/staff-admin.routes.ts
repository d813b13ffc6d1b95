import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { StaffAdminMessages } from '../../src/domain/staff-admin';
import { envelopeResponses, ok } from '../http/envelope';
import { requireUser } from '../types';
import {
  createStaffAccount,
  resetStaffPassword,
  saveStaffSetting,
  setStaffDisabled,
  setStaffRole,
  staffAccountsPage,
  staffSettings,
} from './staff-admin.service';
import {
  CreateStaffAccountBody,
  ResetStaffPasswordBody,
  SaveSettingBody,
  SetStaffDisabledBody,
  SetStaffRoleBody,
  StaffAccountSchema,
  StaffAccountsPageSchema,
  StaffAccountsQuery,
  StaffSettingsSchema,
} from '../../src/domain/api/staff-admin.schemas';

const tags = ['staff'];
/** Admin only: a staff user without the admin role, and a tutor, get ErrorCode 4. */
const admin = { auth: 'admin' as const };

/** The admin's part of the staff console (issue 21): staff accounts and system settings, every change audited. */
const staffAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, clock: app.clock, dialect: app.dialect };

  app.get(
    '/api/Staff/StaffAccounts',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin only. Staff accounts by id, paged, with role and whether disabled.',
        querystring: StaffAccountsQuery,
        response: envelopeResponses(StaffAccountsPageSchema),
      },
    },
    async (request) => ok(await staffAccountsPage(deps, request.query.pageIndex, request.query.pageSize)),
  );

  app.post(
    '/api/Staff/CreateStaffAccount',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin only. Creates a staff or admin account with an initial password; audited (never the password).',
        body: CreateStaffAccountBody,
        response: envelopeResponses(StaffAccountSchema),
      },
    },
    async (request) => ok(await createStaffAccount(deps, requireUser(request).userId, request.body), StaffAdminMessages.created),
  );

  app.post(
    '/api/Staff/SetStaffRole',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin only. Makes an account staff or admin and ends its sessions. Not one’s own demotion, not the last enabled admin’s.',
        body: SetStaffRoleBody,
        response: envelopeResponses(StaffAccountSchema),
      },
    },
    async (request) => ok(await setStaffRole(deps, requireUser(request).userId, request.body.Id, request.body.Role), StaffAdminMessages.roleChanged),
  );

  app.post(
    '/api/Staff/SetStaffDisabled',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin only. Disables (its sessions end, sign-in is refused) or enables an account. Not one’s own, not the last enabled admin.',
        body: SetStaffDisabledBody,
        response: envelopeResponses(StaffAccountSchema),
      },
    },
    async (request) => {
      const account = await setStaffDisabled(deps, requireUser(request).userId, request.body.Id, request.body.Disabled);
      return ok(account, request.body.Disabled ? StaffAdminMessages.disabled : StaffAdminMessages.enabled);
    },
  );

  app.post(
    '/api/Staff/ResetStaffPassword',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin only. Sets a new password and ends every session of the account.',
        body: ResetStaffPasswordBody,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => {
      await resetStaffPassword(deps, requireUser(request).userId, request.body.Id, request.body.Password);
      return ok(true, StaffAdminMessages.passwordReset);
    },
  );

  app.get(
    '/api/Staff/Settings',
    {
      config: admin,
      schema: { tags, description: 'Admin only. The stored system settings an admin may change.', response: envelopeResponses(StaffSettingsSchema) },
    },
    async () => ok(await staffSettings(deps)),
  );

  app.post(
    '/api/Staff/SaveSetting',
    {
      config: admin,
      schema: {
        tags,
        description: 'Admin only. Saves one stored setting, checked by its rule; audited with before and after; GetSystemSetting answers it at once.',
        body: SaveSettingBody,
        response: envelopeResponses(StaffSettingsSchema),
      },
    },
    async (request) => ok(await saveStaffSetting(deps, requireUser(request).userId, request.body.Key, request.body.Value), StaffAdminMessages.settingSaved),
  );
};

export default staffAdminRoutes;
