import { Type, type IntegerOptions } from '@sinclair/typebox';
import { MAX_DB_INTEGER, MIN_DB_INTEGER } from '../input-limits';

/**
 * An integer the database holds (PostgreSQL `integer`): ids, pages, sizes, types. Every schema
 * integer gets these bounds anyway (the server's hardenAjv); declaring them shows them in the
 * OpenAPI document.
 */
export function DbInteger(options: IntegerOptions = {}) {
  return Type.Integer({ minimum: MIN_DB_INTEGER, maximum: MAX_DB_INTEGER, ...options });
}

/** The id of a row: a positive database integer. */
export const DbId = (options: IntegerOptions = {}) => DbInteger({ minimum: 1, ...options });
