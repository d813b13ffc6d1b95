import { Type } from '@sinclair/typebox';
import { ASSISTANT_MODEL_MAX_LENGTH, ASSISTANT_PROMPT_MAX_LENGTH, ASSISTANT_SETTING_KEYS } from '../staff-assistant';
import { MENU_GROUP_MAX_LENGTH, MENU_NAME_MAX_LENGTH, MENU_PATH_MAX_LENGTH } from '../staff-menu';
import { DbId, DbInteger } from './db-integer';

/** Schemas of the staff console's menu and assistant settings calls (issue 21). Lengths are loose: the domain rule answers with its message. */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const StaffMenuItemSchema = Type.Object({
  Id: Type.Integer(),
  Name: Type.String({ description: 'The title tutors read.' }),
  RouteName: Type.String({ description: 'A portal route without its leading slash (classTab, aiChat?systemType=5), or an https link.' }),
  Icon: Type.String({ description: 'PrimeIcons classes, e.g. "pi pi-home"; empty: the default dot.' }),
  SortOrder: Type.Integer({ description: 'Place in the sidebar, smallest first.' }),
  IsShow: Type.Boolean(),
  TutorGroup: Nullable(Type.String({ description: 'Only this tutor group sees it; null: every tutor.' })),
  Type: Type.Integer({ description: '0: a sidebar entry; others are known to the router but not listed. Fixed once made.' }),
  FilterName: Type.String({ description: 'The rule the entry carries (serviceFee, feedback, referrals); read only.' }),
  Url: Type.String({ description: 'The address tutors open, from the host map.' }),
});

export const StaffMenuSchema = Type.Object({ Items: Type.Array(StaffMenuItemSchema) });

export const SaveMenuItemBody = Type.Object(
  {
    Id: Type.Optional(DbId({ description: 'The entry to change; absent adds a sidebar entry.' })),
    Name: Type.String({ maxLength: MENU_NAME_MAX_LENGTH * 2 }),
    RouteName: Type.String({ maxLength: MENU_PATH_MAX_LENGTH * 2 }),
    Icon: Type.String({ maxLength: 100 }),
    SortOrder: DbInteger(),
    IsShow: Type.Boolean(),
    TutorGroup: Nullable(Type.String({ maxLength: MENU_GROUP_MAX_LENGTH * 2 })),
  },
  { additionalProperties: false },
);

/** The assistant's stored settings, each over its configured default. */
export const AssistantSettingValuesSchema = Type.Object({
  ChatEnabled: Type.Boolean({ description: 'AI Chat (/aiChat) answers tutors.' }),
  MindEnabled: Type.Boolean({ description: 'AI Mind (/aiChat?systemType=5) answers tutors.' }),
  Model: Type.String({ description: 'The model name sent to the endpoint.' }),
  ChatPrompt: Type.String({ description: 'The system prompt of every conversation.' }),
  MindPrompt: Type.String({ description: "AI Mind's instruction, added to the system prompt; {classId} stands for the class AI Mind prepares." }),
  MonthlyTokenCap: Type.Integer({ description: 'Tokens one tutor may use in a provider month; 0 stops the assistant for everybody.' }),
});
const SettingKey = Type.Union(ASSISTANT_SETTING_KEYS.map((key) => Type.Literal(key)));

export const AssistantSettingsSchema = Type.Object({
  Settings: AssistantSettingValuesSchema,
  Defaults: AssistantSettingValuesSchema,
  Stored: Type.Array(SettingKey, { description: 'The settings staff stored; the others take the configured default.' }),
  EndpointConfigured: Type.Boolean({ description: 'AI_BASE_URL is set (configuration).' }),
  ApiKeySet: Type.Boolean({ description: 'AI_API_KEY is set; its value is never answered.' }),
});

export const SaveAssistantSettingsBody = Type.Object(
  {
    ChatEnabled: Type.Optional(Type.Boolean()),
    MindEnabled: Type.Optional(Type.Boolean()),
    Model: Type.Optional(Type.String({ maxLength: ASSISTANT_MODEL_MAX_LENGTH * 2 })),
    ChatPrompt: Type.Optional(Type.String({ maxLength: ASSISTANT_PROMPT_MAX_LENGTH * 2 })),
    MindPrompt: Type.Optional(Type.String({ maxLength: ASSISTANT_PROMPT_MAX_LENGTH * 2 })),
    MonthlyTokenCap: Type.Optional(DbInteger()),
    Reset: Type.Optional(
      Type.Array(SettingKey, {
        maxItems: ASSISTANT_SETTING_KEYS.length,
        description: 'Settings that go back to the configured default (a value given for the same setting wins).',
      }),
    ),
  },
  { additionalProperties: false, description: 'A value stores it, a key in Reset goes back to the default, anything absent stays.' },
);
