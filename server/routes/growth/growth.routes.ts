import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { GrowthMessages, MedalKind, petPictureUrl } from '../../../src/domain/growth';
import { envelopeResponses, ok } from '../../http/envelope';
import {
  addGoal,
  changeGoal,
  goalByRound,
  goalList,
  growthRanking,
  myGrowthRank,
  removeGoal,
  strengthAssessment,
  synchronizeGoalBasicWage,
} from '../../services/growth-insights.service';
import { adoptPet, alterPetName, petInfo, receivePetClothing, tutorSkins, wearPetClothing } from '../../services/growth-pet.service';
import { medalsOfKind, receiveMedal, receiveRight, rightsList, rightsRecord, wearReceivedMedal } from '../../services/growth-medals.service';
import { doTask, growthFirstLogin, loadGrowthHome, logTask, receivePoint, receiveRecordToday, startTask } from '../../services/growth.service';
import { requireUser } from '../../types';
import * as S from '../../../src/domain/api/growth.schemas';

const tags = ['growth'];
const P = '/api/GrowthSystem';

/** The growth centre (growth-account.md §7 "Growth"): tasks, levels, the pet, goals, strength and ranking. */
const growthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const me = (request: Parameters<typeof requireUser>[0]) => requireUser(request).userId;

  app.post(
    `${P}/GetTutorHomeTask`,
    { schema: { tags, description: 'Score, level LV.1-LV.8, unclaimed points and every task group.', response: envelopeResponses(S.GrowthHomeSchema) } },
    async (request) => ok(await loadGrowthHome(app, me(request))),
  );
  app.post(
    `${P}/DoTaskAsync`,
    {
      schema: {
        tags,
        description: 'Marks a task with no event behind it as done in its period.',
        querystring: S.TaskCodeQuery,
        response: envelopeResponses(S.GrowthHomeSchema),
      },
    },
    async (request) => ok(await doTask(app, me(request), request.query.TaskCode)),
  );
  app.post(
    `${P}/TaskStartSubmit`,
    { schema: { tags, description: 'Starts an advanced task for this week.', body: S.TaskStartBody, response: envelopeResponses(S.GrowthHomeSchema) } },
    async (request) => ok(await startTask(app, me(request), request.body.TaskCode)),
  );
  app.post(
    `${P}/TaskLog`,
    {
      schema: {
        tags,
        description: 'Records that the tutor looked at a task (once a day per type).',
        querystring: S.TaskLogQuery,
        response: envelopeResponses(Type.Boolean()),
      },
    },
    async (request) => ok(await logTask(app, me(request), request.query.code, request.query.type)),
  );
  app.post(
    `${P}/ReceivePoint`,
    {
      schema: {
        tags,
        description: "Claims a completed task's points: one growth entry, once.",
        querystring: S.TaskCodeQuery,
        response: envelopeResponses(S.GrowthHomeSchema),
      },
    },
    async (request) => ok(await receivePoint(app, me(request), request.query.TaskCode), GrowthMessages.claimed),
  );
  app.post(
    `${P}/GetReceiveRecordToDay`,
    { schema: { tags, description: "Points claimed today (the provider's day).", response: envelopeResponses(S.ReceiveRecordsSchema) } },
    async (request) => ok(await receiveRecordToday(app, me(request))),
  );
  app.post(
    `${P}/GrowthSystemIsFirstLogin`,
    { schema: { tags, description: 'True the first time the tutor opens the growth centre.', response: envelopeResponses(Type.Boolean()) } },
    async (request) => ok(await growthFirstLogin(app, me(request))),
  );

  app.post(`${P}/GetPetInfo`, { schema: { tags, response: envelopeResponses(S.PetInfoSchema) } }, async (request) => ok(await petInfo(app, me(request))));
  app.post(
    `${P}/AdoptPet`,
    { schema: { tags, description: 'Adopts the pet once (+1 growth).', response: envelopeResponses(S.PetInfoSchema) } },
    async (request) => ok(await adoptPet(app, me(request))),
  );
  app.post(`${P}/AlterPetName`, { schema: { tags, querystring: S.PetNameQuery, response: envelopeResponses(S.PetInfoSchema) } }, async (request) =>
    ok(await alterPetName(app, me(request), request.query.petName)),
  );
  app.post(`${P}/GetPetGifByLevel`, { schema: { tags, querystring: S.LevelQuery, response: envelopeResponses(S.PetGifSchema) } }, async (request) =>
    ok({ Level: request.query.level, Url: petPictureUrl(request.query.level) }),
  );
  app.post(`${P}/GetTutorHaveSkin`, { schema: { tags, querystring: S.OptionalLevelQuery, response: envelopeResponses(S.PetSkinsSchema) } }, async (request) =>
    ok(await tutorSkins(app, me(request), request.query.level)),
  );
  app.post(`${P}/ReceivePetClothing`, { schema: { tags, querystring: S.LevelQuery, response: envelopeResponses(S.PetSkinsSchema) } }, async (request) =>
    ok(await receivePetClothing(app, me(request), request.query.level)),
  );
  app.post(`${P}/WearPetClothing`, { schema: { tags, querystring: S.WearQuery, response: envelopeResponses(S.PetInfoSchema) } }, async (request) =>
    ok(await wearPetClothing(app, me(request), request.query.id, request.query.isDefault)),
  );

  app.post(`${P}/GetGoalList`, { schema: { tags, response: envelopeResponses(Type.Array(S.GoalSchema)) } }, async (request) =>
    ok(await goalList(app, me(request))),
  );
  app.post(
    `${P}/GetGoalByRound`,
    { schema: { tags, querystring: S.GoalRoundQuery, response: envelopeResponses(Type.Union([S.GoalSchema, Type.Null()])) } },
    async (request) => ok(await goalByRound(app, me(request), request.query.round)),
  );
  app.post(`${P}/AddGoal`, { schema: { tags, body: S.GoalBody, response: envelopeResponses(S.GoalSchema) } }, async (request) =>
    ok(await addGoal(app, me(request), request.body)),
  );
  app.post(`${P}/UpdateGoal`, { schema: { tags, querystring: S.GoalUpdateQuery, response: envelopeResponses(S.GoalSchema) } }, async (request) =>
    ok(await changeGoal(app, me(request), request.query.id, request.query.target)),
  );
  app.post(`${P}/DeleteGoal`, { schema: { tags, querystring: S.GoalIdQuery, response: envelopeResponses(Type.Boolean()) } }, async (request) =>
    ok(await removeGoal(app, me(request), request.query.id)),
  );
  app.post(`${P}/SynchronizeGoalBasicWage`, { schema: { tags, querystring: S.GoalIdQuery, response: envelopeResponses(S.GoalSchema) } }, async (request) =>
    ok(await synchronizeGoalBasicWage(app, me(request), request.query.id)),
  );
  app.post(`${P}/GetStrengthAssessment`, { schema: { tags, querystring: S.StrengthQuery, response: envelopeResponses(S.StrengthSchema) } }, async (request) =>
    ok(await strengthAssessment(app, me(request), request.query)),
  );

  app.post(
    `${P}/LevelMedalList`,
    { schema: { tags, description: 'A medal for each level from LV.2.', response: envelopeResponses(S.MedalsSchema) } },
    async (request) => ok(await medalsOfKind(app, me(request), MedalKind.level)),
  );
  app.post(`${P}/GetCertificationMedals`, { schema: { tags, response: envelopeResponses(S.MedalsSchema) } }, async (request) =>
    ok(await medalsOfKind(app, me(request), MedalKind.certification)),
  );
  app.post(
    `${P}/GetLimitedTimeMedal`,
    { schema: { tags, description: "This provider month's medal.", response: envelopeResponses(S.MedalsSchema) } },
    async (request) => ok(await medalsOfKind(app, me(request), MedalKind.limited)),
  );
  app.post(
    `${P}/ReceviceMadal`,
    { schema: { tags, description: 'Receives an earned medal by its code.', querystring: S.MedalCodeQuery, response: envelopeResponses(S.MedalsSchema) } },
    async (request) => ok(await receiveMedal(app, me(request), request.query.MadalType)),
  );
  app.post(`${P}/WearMedal`, { schema: { tags, querystring: S.WearMedalQuery, response: envelopeResponses(S.MedalsSchema) } }, async (request) =>
    ok(await wearReceivedMedal(app, me(request), request.query.code)),
  );
  app.post(`${P}/GetRightsList`, { schema: { tags, response: envelopeResponses(S.RightsSchema) } }, async (request) => ok(await rightsList(app, me(request))));
  app.post(`${P}/GetTutorRights`, { schema: { tags, querystring: S.LevelQuery, response: envelopeResponses(S.RightsSchema) } }, async (request) =>
    ok(await rightsList(app, me(request), request.query.level)),
  );
  app.post(`${P}/ReceiveRights`, { schema: { tags, querystring: S.RightsCodeQuery, response: envelopeResponses(S.RightsSchema) } }, async (request) =>
    ok(await receiveRight(app, me(request), request.query.rightsCode)),
  );
  app.post(
    `${P}/TutorRightsRecode`,
    { schema: { tags, description: 'The rights received, newest first.', response: envelopeResponses(S.RightsSchema) } },
    async (request) => ok(await rightsRecord(app, me(request))),
  );

  app.post(`${P}/GetGrowthPonitRanking`, { schema: { tags, querystring: S.PageQuery, response: envelopeResponses(S.GrowthRankingSchema) } }, async (request) =>
    ok(await growthRanking(app, me(request), request.query)),
  );
  app.post(`${P}/GetTuGrowthRank`, { schema: { tags, response: envelopeResponses(S.MyGrowthRankSchema) } }, async (request) =>
    ok(await myGrowthRank(app, me(request))),
  );
};

export default growthRoutes;
