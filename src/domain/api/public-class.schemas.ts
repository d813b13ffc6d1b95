import { Type } from '@sinclair/typebox';
import { DbId } from './db-integer';

/** Schemas of the public (open) class calls (teaching.md §7 GetIsOpenClassTeacher, GetOpenClassTable, GetOpenClassWebLink). */

export const OpenClassTeacherSchema = Type.Object({ IsOpenClassTeacher: Type.Boolean() });

export const OpenClassSchema = Type.Object({
  ClassId: Type.Integer(),
  StartTime: Type.String(),
  EndTime: Type.String(),
  Status: Type.String({ description: 'booked, finished, cancelled or absent.' }),
  CourseName: Type.String(),
  ToolName: Type.String(),
  CanJoin: Type.Boolean({ description: 'The classroom is open now: from the configured minutes before the start until the end.' }),
});

export const OpenClassTableSchema = Type.Object({ ServerTime: Type.String(), Classes: Type.Array(OpenClassSchema) });

export const OpenClassLinkQuery = Type.Object({ classId: DbId() });
